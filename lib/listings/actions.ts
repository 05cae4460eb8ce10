"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { changeListingStatus } from "@/lib/listings/change-listing-status";
import { createListing } from "@/lib/listings/create-listing";
import { featureListing } from "@/lib/listings/feature-listing";
import { discardListingDraft, saveListingDraft } from "@/lib/listings/listing-drafts";
import { updateListing } from "@/lib/listings/update-listing";
import { listingActionSchema, listingDraftSchema, listingSchema } from "@/lib/validation/listing";
import { idParamSchema } from "@/lib/validation/seller";

export const saveListingDraftAction = defineAction({
  actor: "seller",
  schema: listingDraftSchema,
  run: ({ actor, clientInput }) => saveListingDraft(actor, clientInput),
});

export const discardListingDraftAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([]),
  run: async ({ actor }) => {
    await discardListingDraft(actor);
    return undefined;
  },
});

export const createListingAction = defineAction({
  actor: "seller",
  schema: listingSchema,
  run: ({ actor, clientInput }) => createListing(actor, clientInput),
  success: "Your property was sent for review. We'll let you know once it is live.",
});

export const updateListingAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([idParamSchema, listingSchema]),
  run: ({ actor, input: [id], clientInput: [, values] }) => updateListing(actor, id, values),
});

/** Pause, unpause, mark sold/rented, delete (soft) or renew one of the seller's listings. */
export const changeListingStatusAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([idParamSchema, listingActionSchema]),
  run: ({ actor, input: [id, { action }] }) => changeListingStatus(actor, id, action),
});

/** Features one of the seller's live listings with a featured slot of their plans. */
export const featureListingAction = defineAction({
  actor: "seller",
  schema: idParamSchema,
  run: ({ actor, input: id }) => featureListing(actor, id),
});
