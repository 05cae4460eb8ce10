"use server";

import { defineAction } from "@/lib/actions/define-action";
import { moderateProjects } from "@/lib/admin/listings/moderate-projects";
import {
  moderateProperties,
  type ModerationResult,
} from "@/lib/admin/listings/moderate-properties";
import { ACTION_VERBS } from "@/lib/admin/listings/moderation-rules";
import { reviewListingEdit } from "@/lib/admin/listings/review-listing-edit";
import { reviewProjectEdit } from "@/lib/admin/listings/review-project-edit";
import {
  listingEditDecisionSchema,
  moderationSchema,
  projectEditDecisionSchema,
} from "@/lib/validation/admin";
import { countOf } from "@/lib/format/count";

function summary(result: ModerationResult, noun: string): string {
  const verb = ACTION_VERBS[result.action as keyof typeof ACTION_VERBS] ?? "updated";
  return `${countOf(result.count, noun)} ${verb}.`;
}

export const moderatePropertiesAction = defineAction({
  actor: "admin",
  schema: moderationSchema,
  run: ({ actor, clientInput }) => moderateProperties(actor, clientInput),
  success: (result) => summary(result, "listing"),
});

export const moderateProjectsAction = defineAction({
  actor: "admin",
  schema: moderationSchema,
  run: ({ actor, clientInput }) => moderateProjects(actor, clientInput),
  success: (result) => summary(result, "project"),
});

/** Approve or reject a live listing's pending edit (admin). */
export const reviewListingEditAction = defineAction({
  actor: "admin",
  schema: listingEditDecisionSchema,
  run: ({ actor, clientInput }) => reviewListingEdit(actor, clientInput),
  success: (result) =>
    result.decision === "approve"
      ? "Changes approved. They are live now."
      : "Changes rejected. The listing stays live as it was.",
});

/** Approve or reject a live project's pending edit (admin). */
export const reviewProjectEditAction = defineAction({
  actor: "admin",
  schema: projectEditDecisionSchema,
  run: ({ actor, clientInput }) => reviewProjectEdit(actor, clientInput),
  success: (result) =>
    result.decision === "approve"
      ? "Changes approved. They are live now."
      : "Changes rejected. The project stays live as it was.",
});
