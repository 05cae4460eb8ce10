import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { VerificationState } from "@/lib/seller/verification";
import { VerificationCard } from "./verification-card";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

function verified(kind: VerificationState["kind"]): VerificationState {
  return {
    eligible: kind === "agent",
    kind,
    verified: true,
    verifiedAt: "2026-12-01T06:00:00.000Z",
    request: null,
  };
}

function heading(state: VerificationState, locale: Locale = "en"): string {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <VerificationCard state={state} />
    </NextIntlClientProvider>,
  );
  return /<p class="font-semibold[^"]*">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
}

describe("VerificationCard", () => {
  it("names the badge after the kind of seller an admin verified", () => {
    expect(heading(verified("agent"))).toBe("Verified agent");
    expect(heading(verified("builder"))).toBe("Verified builder");
    expect(heading(verified("individual"))).toBe("Verified owner");
    expect(heading(verified("individual"), "hi")).toBe("वेरिफाइड मालिक");
    expect(heading(verified("agent"), "hi")).toBe("वेरिफाइड एजेंट");
  });
});
