"use server";

import { saveSearch } from "@/lib/alerts/saved-searches";
import { getCurrentActor } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { saveSearchSchema, type SaveSearchInput } from "@/lib/validation/saved-search";

/** Saves the results page's search for the signed-in buyer (401 for a guest). */
export async function saveSearchAction(
  input: SaveSearchInput,
): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => {
    parseActionInput(saveSearchSchema, input);
    return saveSearch(await getCurrentActor(), input);
  }, "Search saved. You'll find it in My Profile.");
}
