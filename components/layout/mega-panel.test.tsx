import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { MegaPanel } from "./mega-panel";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

/** A header dropdown's panel as the server writes it. */
function panelMarkup(locale: Locale): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <MegaPanel>
        <span />
      </MegaPanel>
    </NextIntlClientProvider>,
  );
}

/** The words a header dropdown's panel shows (tags and attributes removed). */
function panelText(locale: Locale): string {
  return panelMarkup(locale).replace(/<[^>]+>/g, " ");
}

describe("the header's Insights panel", () => {
  it("reads as before in English", () => {
    const text = panelText("en");
    for (const words of [
      "INTRODUCING",
      "Insights",
      "Understand localities",
      "Need help? Contact us",
    ])
      expect(text).toContain(words);
  });

  it("is Hindi on Hindi pages, the e-mail address and phone number as they are", () => {
    const text = panelText("hi");
    for (const words of ["पेश है", "इनसाइट्स", "लोकेलिटी को समझें", "मदद चाहिए? हमसे संपर्क करें"])
      expect(text).toContain(words);
    expect(text.replace(/support@landacre\.in/, "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("draws its icons from the sprite: the panel is in every page's HTML three times", () => {
    const markup = panelMarkup("en");
    for (const icon of ["map-pin", "star", "trending-up", "wrench", "mail", "phone"])
      expect(markup).toContain(`<use href="/icons.svg#${icon}">`);
    expect(markup).not.toMatch(/<path|<circle/);
  });
});
