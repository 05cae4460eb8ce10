"use server";

import { setPriceDropSettings, type PriceDropSettings } from "@/lib/alerts/price-drops";
import { deleteSavedSearch, openSavedSearch, updateSavedSearch } from "@/lib/alerts/saved-searches";
import { getCurrentActor, requireUser } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { markNotificationsRead } from "@/lib/notifications/user-notifications";
import {
  priceDropSettingsSchema,
  savedSearchIdSchema,
  updateSavedSearchSchema,
  type UpdateSavedSearchInput,
} from "@/lib/validation/saved-search";

export async function updateSavedSearchAction(
  input: UpdateSavedSearchInput,
): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => {
    parseActionInput(updateSavedSearchSchema, input);
    return updateSavedSearch(await getCurrentActor(), input);
  }, "Saved search updated");
}

export async function deleteSavedSearchAction(input: { id: number }): Promise<ActionResult<void>> {
  return runAction(async () => {
    parseActionInput(savedSearchIdSchema, input);
    await deleteSavedSearch(await getCurrentActor(), input);
  }, "Saved search deleted");
}

/** "Run": marks the search's new matches seen and answers the results URL to open. */
export async function openSavedSearchAction(input: { id: number }): Promise<ActionResult<string>> {
  return runAction(async () => {
    parseActionInput(savedSearchIdSchema, input);
    return openSavedSearch(await getCurrentActor(), input);
  });
}

export async function setPriceDropSettingsAction(
  input: PriceDropSettings,
): Promise<ActionResult<PriceDropSettings>> {
  return runAction(async () => {
    parseActionInput(priceDropSettingsSchema, input);
    return setPriceDropSettings(await requireUser(), input);
  }, "Price-drop alerts updated");
}

export async function markNotificationsReadAction(): Promise<ActionResult<{ updated: number }>> {
  return runAction(async () => markNotificationsRead(await requireUser()));
}
