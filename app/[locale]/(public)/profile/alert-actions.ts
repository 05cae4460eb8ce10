"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { setPriceDropSettings } from "@/lib/alerts/price-drops";
import { deleteSavedSearch, openSavedSearch, updateSavedSearch } from "@/lib/alerts/saved-searches";
import { markNotificationsRead } from "@/lib/notifications/user-notifications";
import {
  priceDropSettingsSchema,
  savedSearchIdSchema,
  updateSavedSearchSchema,
} from "@/lib/validation/saved-search";

export const updateSavedSearchAction = defineAction({
  actor: "visitor",
  schema: updateSavedSearchSchema,
  run: ({ actor, clientInput }) => updateSavedSearch(actor, clientInput),
  success: "Saved search updated",
});

export const deleteSavedSearchAction = defineAction({
  actor: "visitor",
  schema: savedSearchIdSchema,
  run: ({ actor, clientInput }) => deleteSavedSearch(actor, clientInput),
  success: "Saved search deleted",
});

/** "Run": marks the search's new matches seen and answers the results URL to open. */
export const openSavedSearchAction = defineAction({
  actor: "visitor",
  schema: savedSearchIdSchema,
  run: ({ actor, clientInput }) => openSavedSearch(actor, clientInput),
});

export const setPriceDropSettingsAction = defineAction({
  actor: "user",
  schema: priceDropSettingsSchema,
  run: ({ actor, clientInput }) => setPriceDropSettings(actor, clientInput),
  success: "Price-drop alerts updated",
});

export const markNotificationsReadAction = defineArgsAction({
  actor: "user",
  schema: z.tuple([]),
  run: ({ actor }) => markNotificationsRead(actor),
});
