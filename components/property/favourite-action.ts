"use server";

import { getCurrentActor } from "@/lib/auth/current-user";
import { setFavourite } from "@/lib/favourites/save-favourite";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { favouriteSchema, type FavouriteInput } from "@/lib/validation/favourite";

/** Saves a listing to the signed-in account's favourites, or removes it. */
export async function saveFavourite(
  input: FavouriteInput,
): Promise<ActionResult<{ saved: boolean }>> {
  return runAction(async () => {
    parseActionInput(favouriteSchema, input);
    return setFavourite(await getCurrentActor(), input);
  });
}
