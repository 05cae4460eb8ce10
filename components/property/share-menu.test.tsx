import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { messagesFor } from "@/lib/i18n/messages";
import { ShareMenu } from "./share-menu";

describe("ShareMenu", () => {
  it("offers to copy the link it is given and sends that link, with the title, on WhatsApp", () => {
    const url = "https://landacre.in/hi/property/flat-in-indore-7";
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="hi" messages={messagesFor("hi")} timeZone="Asia/Kolkata">
        <ShareMenu url={url} title="इंदौर में फ्लैट" />
      </NextIntlClientProvider>,
    );
    // The first control (the one that takes the focus when the menu opens) copies the link.
    expect(html).toMatch(/^<button type="button"[^>]*>.*लिंक कॉपी करें<\/button>/);
    const href = /<a href="([^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");
    expect(new URL(href).searchParams.get("text")).toBe(`इंदौर में फ्लैट ${url}`);
  });
});
