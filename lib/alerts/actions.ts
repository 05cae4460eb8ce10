"use server";

import { defineAction } from "@/lib/actions/define-action";
import { saveSearch } from "@/lib/alerts/saved-searches";
import { saveSearchSchema } from "@/lib/validation/saved-search";

/** Saves the results page's search for the signed-in buyer (401 for a guest). */
export const saveSearchAction = defineAction({
  actor: "visitor",
  schema: saveSearchSchema,
  run: ({ actor, clientInput }) => saveSearch(actor, clientInput),
  success: "Search saved. You'll find it in My Profile.",
});
