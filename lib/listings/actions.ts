"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { createListing } from "@/lib/listings/create-listing";
import { discardListingDraft, saveListingDraft } from "@/lib/listings/listing-drafts";
import { updateListing } from "@/lib/listings/update-listing";
import { listingDraftSchema, listingSchema } from "@/lib/validation/listing";
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
