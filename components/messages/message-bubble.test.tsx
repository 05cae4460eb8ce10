import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { DELETED_MESSAGE } from "@/lib/messages/system-note";
import type { MessageView } from "@/lib/messages/thread-events";
import { MessageBubble } from "./message-bubble";

function bubble(locale: Locale, body: string): string {
  const message: MessageView = {
    id: 1,
    threadId: 1,
    sender: "buyer",
    body,
    createdAt: "2026-12-01T04:30:00.000Z",
    seenAt: null,
  };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <MessageBubble message={message} mine={false} otherName="Asha Rao" />
    </NextIntlClientProvider>,
  );
}

describe("a message whose sender's account was deleted", () => {
  it("says so in the page's language, in its sender's bubble", () => {
    expect(bubble("hi", DELETED_MESSAGE)).toContain(
      "यह संदेश भेजने वाले का खाता हटाए जाने के साथ हट गया।",
    );
    expect(bubble("en", DELETED_MESSAGE)).toContain(DELETED_MESSAGE.replace("'", "&#x27;"));
  });

  it("leaves what people typed as typed", () => {
    expect(bubble("hi", "Contractors")).toContain(">Contractors<");
  });
});
