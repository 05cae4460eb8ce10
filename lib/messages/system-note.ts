/**
 * The site's own notes in a conversation (visit times proposed, booked, cancelled) are stored in
 * English, with their visit times written out. To show one in another language it is read back
 * into its kind, who did it and its slots; the page words it from the catalogue's
 * `conversation.note` messages. The fixed lines (an enquiry without a message, a shared number)
 * are the catalogue's phrases. Pure and isomorphic.
 */
import type { VisitWindow } from "@/lib/validation/visits";
import { parseSlotLabel } from "./visits/visit-time";

type Slot = { date: string; window: VisitWindow };

/** The site's fixed lines in a conversation, stored in English (the catalogue's phrases). */
export const EMPTY_ENQUIRY_TEXT = "Enquiry sent without a message.";
export const PHONE_VIEW_TEXT = "Viewed your phone number.";
export const PHONE_SHARED_TEXT = "The buyer shared their phone number.";
/** What a message becomes when its sender's account is deleted (it keeps its sender's side). */
export const DELETED_MESSAGE = "This message was deleted with the sender's account.";

const FIXED_LINES: ReadonlySet<string> = new Set([
  EMPTY_ENQUIRY_TEXT,
  PHONE_VIEW_TEXT,
  PHONE_SHARED_TEXT,
  DELETED_MESSAGE,
]);

export type SystemNote =
  | { kind: "proposed" | "offered"; slots: Slot[] }
  | { kind: "booked"; slots: Slot[] }
  | { kind: "cancelled"; by: "buyer" | "seller"; slots: Slot[] }
  | { kind: "withdrawn"; by: "buyer" | "seller" };

function slotsOf(labels: string[]): Slot[] | null {
  const slots = labels.map(parseSlotLabel);
  return slots.every((s): s is Slot => s !== null) ? slots : null;
}

/** The note a system message's English text is, or null for any other text. */
export function readSystemNote(body: string): SystemNote | null {
  let m = /^(Proposed|Offered) times for a site visit: (.+)\.$/.exec(body);
  if (m) {
    const slots = slotsOf(m[2].split("; "));
    return slots ? { kind: m[1] === "Proposed" ? "proposed" : "offered", slots } : null;
  }
  m = /^Site visit booked for (.+)\.$/.exec(body);
  if (m) {
    const slots = slotsOf([m[1]]);
    return slots ? { kind: "booked", slots } : null;
  }
  m = /^The site visit on (.+) was cancelled by the (buyer|seller)\.$/.exec(body);
  if (m) {
    const slots = slotsOf([m[1]]);
    return slots ? { kind: "cancelled", by: m[2] as "buyer" | "seller", slots } : null;
  }
  m = /^The proposed visit times were withdrawn by the (buyer|seller)\.$/.exec(body);
  if (m) return { kind: "withdrawn", by: m[1] as "buyer" | "seller" };
  return null;
}

/**
 * True for a text the site wrote (a fixed line or a visit note), which a page words in its
 * language; what people typed (a conversation list's preview of their message) stays as typed.
 */
export function isSiteLine(text: string): boolean {
  return FIXED_LINES.has(text) || readSystemNote(text) !== null;
}
