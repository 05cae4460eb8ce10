import "server-only";
import type { Actor } from "@/lib/auth/current-user";
import { isFavourite } from "@/lib/favourites/save-favourite";

/** What a cached public page fills in for the visitor after it loads (signed in or not). */
export type VisitorState = {
  /** Who an enquiry is sent as (phone in E.164); null for a guest (who confirms a mobile number instead). */
  sender: { name: string; phone: string; email: string } | null;
  /** Whether the listing asked about is in the account's favourites. */
  saved: boolean;
};

/** The visitor's part of a listing, project or agent page (one small read, never cached). */
export async function visitorState(
  actor: Actor | null,
  propertyId?: number,
): Promise<VisitorState> {
  if (!actor) return { sender: null, saved: false };
  return {
    sender: {
      name: `${actor.firstName} ${actor.lastName}`.trim(),
      phone: actor.phone,
      email: actor.email,
    },
    saved: propertyId ? await isFavourite(actor.id, propertyId) : false,
  };
}
