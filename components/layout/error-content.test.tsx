import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { ErrorContent } from "./error-content";

function render(element: React.ReactElement, locale: Locale = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {element}
    </NextIntlClientProvider>,
  );
}

describe("ErrorContent", () => {
  const noop = () => {};

  it("announces the failure and offers a retry and the way home", () => {
    const html = render(<ErrorContent retrying={false} onRetry={noop} />);
    expect(html).toMatch(/^<main role="alert"/);
    expect(html).toContain(">Something went wrong</h1>");
    expect(html).toMatch(/<button type="button"[^>]*>.*Try again<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Go to home<\/a>/);
    expect(html).not.toContain("reference");
  });

  it("shows the reference to quote and disables the retry while it runs", () => {
    const html = render(<ErrorContent digest="3141592653" retrying onRetry={noop} />);
    expect(html).toContain('quote reference <code class="font-mono">3141592653</code>');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>.*Trying again…<\/button>/);
  });

  it("speaks Hindi on a Hindi page, the reference and the contact link included", () => {
    const html = render(<ErrorContent digest="3141592653" retrying={false} onRetry={noop} />, "hi");
    expect(html).toContain(">कुछ गड़बड़ हो गई</h1>");
    expect(html).toMatch(/<button type="button"[^>]*>.*फिर कोशिश करें<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/hi\/contact"[^>]*>हमसे संपर्क करें<\/a>/);
    expect(html).toContain('<code class="font-mono">3141592653</code>');
    expect(html).not.toMatch(/Something|Try again|contact us/);
  });
});
