"use server";

import { defineAction } from "@/lib/actions/define-action";
import { setFavourite } from "@/lib/favourites/save-favourite";
import { reportListing } from "@/lib/reports/report-listing";
import { favouriteSchema } from "@/lib/validation/favourite";
import { reportListingSchema } from "@/lib/validation/report";

/** Saves a listing to the signed-in account's favourites, or removes it. */
export const saveFavourite = defineAction({
  actor: "visitor",
  schema: favouriteSchema,
  run: ({ actor, clientInput }) => setFavourite(actor, clientInput),
});

/** Reports a listing to the moderators. */
export const reportListingAction = defineAction({
  actor: "visitor",
  schema: reportListingSchema,
  run: ({ actor, clientInput }) => reportListing(actor, clientInput),
  success: "Thank you. Our team will review this listing.",
});
