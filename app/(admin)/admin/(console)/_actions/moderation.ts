"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { moderateProjects } from "@/lib/admin/listings/moderate-projects";
import {
  moderateProperties,
  type ModerationResult,
} from "@/lib/admin/listings/moderate-properties";
import { ACTION_VERBS } from "@/lib/admin/listings/moderation-rules";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { moderationSchema, type ModerationInput } from "@/lib/validation/admin";

function summary(result: ModerationResult, noun: string): string {
  const verb = ACTION_VERBS[result.action as keyof typeof ACTION_VERBS] ?? "updated";
  return `${result.count} ${noun}${result.count === 1 ? "" : "s"} ${verb}.`;
}

export async function moderatePropertiesAction(
  input: ModerationInput,
): Promise<ActionResult<ModerationResult>> {
  const result = await runAction(async () => {
    parseActionInput(moderationSchema, input);
    return moderateProperties(await requireAdmin(), input);
  });
  return result.ok ? { ...result, message: summary(result.data, "listing") } : result;
}

export async function moderateProjectsAction(
  input: ModerationInput,
): Promise<ActionResult<ModerationResult>> {
  const result = await runAction(async () => {
    parseActionInput(moderationSchema, input);
    return moderateProjects(await requireAdmin(), input);
  });
  return result.ok ? { ...result, message: summary(result.data, "project") } : result;
}
