"use server";

import { defineAction } from "@/lib/actions/define-action";
import { setFavourite } from "@/lib/favourites/save-favourite";
import { favouriteSchema } from "@/lib/validation/favourite";

/** Saves a listing to the signed-in account's favourites, or removes it. */
export const saveFavourite = defineAction({
  actor: "visitor",
  schema: favouriteSchema,
  run: ({ actor, clientInput }) => setFavourite(actor, clientInput),
});
