import { clientMessages, messagesFor } from "./messages";
import { phrasesOf } from "./phrase";

describe("the catalogue sent to the browser", () => {
  it("leaves out the namespaces only the server reads", () => {
    for (const locale of ["en", "hi"] as const) {
      const sent = clientMessages(locale);
      for (const namespace of ["home", "footer", "listing", "searchTitle", "searchChips"])
        expect(sent).not.toHaveProperty(namespace);
      expect(sent.nav).toEqual(messagesFor(locale).nav);
      expect(sent.search).toEqual(messagesFor(locale).search);
    }
  });

  it("sends the phrases to Hindi pages only: English phrases are the words themselves", () => {
    expect(clientMessages("en")).not.toHaveProperty("phrases");
    expect(clientMessages("en")).not.toHaveProperty("dynamicPhrases");
    expect(clientMessages("hi").phrases).toEqual(messagesFor("hi").phrases);
    expect(clientMessages("hi").dynamicPhrases).toEqual(messagesFor("hi").dynamicPhrases);
    // What a client component's usePhrase() does with an English page's messages.
    const english = phrasesOf(clientMessages("en") as ReturnType<typeof messagesFor>, "en");
    expect(english("Property saved to your shortlist")).toBe("Property saved to your shortlist");
    expect(english("Invalid OTP. You have 2 attempts left.")).toBe(
      "Invalid OTP. You have 2 attempts left.",
    );
  });
});
