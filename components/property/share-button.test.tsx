import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { messagesFor } from "@/lib/i18n/messages";
import { ShareButton } from "./share-button";

function drawn(locale: "en" | "hi", url: string, title: string): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <ShareButton url={url} title={title} />
    </NextIntlClientProvider>,
  );
}

/** The Share button as the server draws it (its menu's behaviour is covered in e2e). */
describe("ShareButton", () => {
  const html = drawn("en", "https://landacre.in/property/flat-1", "Flat");

  it("is a closed disclosure naming the menu panel it controls, which is there and hidden", () => {
    const button = /<button [^>]*>/.exec(html)![0];
    expect(button).toContain('aria-expanded="false"');
    const controls = / aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`<div id="${controls}" hidden=""`));
  });

  it("is off until the page's code is running, and the menu's code is not drawn with it", () => {
    expect(html).toMatch(/<button [^>]*disabled=""/);
    expect(html).toMatch(/> Share<\/button>/);
    expect(html).not.toContain("Copy link");
    expect(html).not.toContain("wa.me");
  });

  it("speaks the page's language", () => {
    expect(drawn("hi", "https://landacre.in/hi/property/flat-1", "फ्लैट")).toMatch(
      /> शेयर करें<\/button>/,
    );
  });
});
