import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { MenuSection } from "./menu-section";
import { commercialLinks, mobileBuyLinks, popularCityLinks, yourCityLink } from "./nav-links";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const indore = { city: "Indore", state: "Madhya Pradesh" };

function menu(locale: Locale): string {
  const links = [...popularCityLinks(), yourCityLink(indore)!, ...commercialLinks(indore)];
  const extra = mobileBuyLinks(indore).at(-1)!;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <MenuSection id="m" title="t" links={[...links, extra]} />
    </NextIntlClientProvider>,
  );
}

describe("menu links", () => {
  it("read as their English labels on English pages", () => {
    const html = menu("en");
    for (const label of ["Pune", "Indore (Your City)", "Office Space", "Properties in Indore"])
      expect(html).toContain(`>${label}</a>`);
  });

  it("name cities in Devanagari and say '(Your City)' in Hindi on Hindi pages", () => {
    const html = menu("hi");
    for (const label of ["पुणे", "इंदौर (आपका शहर)", "ऑफिस स्पेस", "इंदौर में प्रॉपर्टी"])
      expect(html).toContain(`>${label}</a>`);
    // The words shown (the links still search the city by its English name).
    expect(html.replace(/<[^>]+>/g, " ")).not.toMatch(/Your City|Pune|Properties in/);
  });
});
