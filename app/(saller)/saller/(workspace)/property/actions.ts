"use server";

import { z } from "zod";
import { requireSeller } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { createListing } from "@/lib/listings/create-listing";
import { discardListingDraft, saveListingDraft } from "@/lib/listings/listing-drafts";
import { updateListing, type UpdateListingResult } from "@/lib/listings/update-listing";
import { listingDraftSchema, listingSchema } from "@/lib/validation/listing";
import { idParamSchema } from "@/lib/validation/seller";

export async function saveListingDraftAction(
  data: unknown,
): Promise<ActionResult<{ updatedAt: string }>> {
  return runAction(async () => {
    parseActionInput(listingDraftSchema, data);
    return saveListingDraft(await requireSeller(), data);
  });
}

export async function discardListingDraftAction(): Promise<ActionResult> {
  return runAction(async () => {
    await discardListingDraft(await requireSeller());
    return undefined;
  });
}

export async function createListingAction(
  values: unknown,
): Promise<ActionResult<{ id: number; status: "pending" }>> {
  return runAction(async () => {
    parseActionInput(listingSchema, values);
    return createListing(await requireSeller(), values);
  }, "Your property was sent for review. We'll let you know once it is live.");
}

export async function updateListingAction(
  id: unknown,
  values: unknown,
): Promise<ActionResult<UpdateListingResult>> {
  return runAction(async () => {
    const [listingId] = parseActionInput(z.tuple([idParamSchema, listingSchema]), [id, values]);
    return updateListing(await requireSeller(), listingId, values);
  });
}
