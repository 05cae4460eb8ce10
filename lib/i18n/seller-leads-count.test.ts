import { IntlMessageFormat } from "intl-messageformat";
import { formatIcu, parseIcu, type IcuFormatters } from "./icu-message";
import { messagesFor } from "./messages";

const formatters: IcuFormatters = {
  getNumberFormat: (locale, options) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale, options) => new Intl.PluralRules(locale, options),
};

/** /saller/queries/manage's count line, as components/seller/leads-board.tsx asks for it. */
function countLine(locale: "en" | "hi", total: number, unread: number): string {
  const message = messagesFor(locale).seller.leads.count;
  const ours = formatIcu(parseIcu(message), locale, formatters, { total, unread }, message);
  // The project's formatter words it exactly as intl-messageformat (use-intl's own) does.
  expect(ours).toBe(new IntlMessageFormat(message, locale).format({ total, unread }));
  return String(ours);
}

describe("the enquiries count", () => {
  it("says one enquiry in the singular and more in the plural", () => {
    expect(countLine("en", 1, 15)).toBe("1 enquiry · 15 unread");
    expect(countLine("en", 0, 0)).toBe("0 enquiries · 0 unread");
    expect(countLine("en", 2, 1)).toBe("2 enquiries · 1 unread");
    expect(countLine("en", 1500, 3)).toBe("1,500 enquiries · 3 unread");
  });

  it("keeps the Hindi wording (पूछताछ is the same for one and many)", () => {
    expect(countLine("hi", 1, 15)).toBe("1 पूछताछ · 15 अनपढ़ी");
    expect(countLine("hi", 7, 0)).toBe("7 पूछताछ · 0 अनपढ़ी");
  });
});
