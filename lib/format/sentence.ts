/**
 * A text that goes inside a sentence of ours ("Why it was not approved: {reason} Fix this…"),
 * ended once: a reason already ending in ".", "!", "?" or "।" keeps its own stop. Isomorphic.
 */
const ENDED = /[.!?।…]["'”’)]*$/;

export function endSentence(text: string, stop: "." | "।" = "."): string {
  const trimmed = text.trim();
  return trimmed === "" || ENDED.test(trimmed) ? trimmed : `${trimmed}${stop}`;
}

/** The full stop of the page's language (Hindi writes a danda). */
export const fullStopOf = (locale: string): "." | "।" => (locale === "hi" ? "।" : ".");
