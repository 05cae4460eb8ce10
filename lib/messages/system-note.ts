/**
 * The site's own notes in a conversation (visit times proposed, booked, cancelled) are stored in
 * English, with their visit times written out. To show one in another language it is read back
 * into its kind, who did it and its slots; the page words it from the catalogue's
 * `conversation.note` messages. Pure and isomorphic.
 */
import type { VisitWindow } from "@/lib/validation/visits";
import { parseSlotLabel } from "./visits/visit-time";

type Slot = { date: string; window: VisitWindow };

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
