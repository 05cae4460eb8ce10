"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { createListing } from "@/lib/listings/create-listing";
import { discardListingDraft, saveListingDraft } from "@/lib/listings/listing-drafts";
import { updateListing, type UpdateListingResult } from "@/lib/listings/update-listing";
import { idParamSchema } from "@/lib/validation/seller";

export async function saveListingDraftAction(
  data: unknown,
): Promise<ActionResult<{ updatedAt: string }>> {
  return runAction(async () => saveListingDraft(await requireSeller(), data));
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
  return runAction(
    async () => createListing(await requireSeller(), values),
    "Your property was sent for review. We'll let you know once it is live.",
  );
}

export async function updateListingAction(
  id: unknown,
  values: unknown,
): Promise<ActionResult<UpdateListingResult>> {
  return runAction(async () =>
    updateListing(await requireSeller(), idParamSchema.parse(id), values),
  );
}
