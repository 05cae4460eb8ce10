"use server";

import { z } from "zod";
import { requireSeller } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { createProject } from "@/lib/projects/create-project";
import { deleteSellerProject } from "@/lib/projects/seller-projects";
import { updateProject } from "@/lib/projects/update-project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { projectSchema } from "@/lib/validation/project";
import { idParamSchema } from "@/lib/validation/seller";

export async function createProjectAction(
  values: unknown,
): Promise<ActionResult<{ id: number; status: "pending" }>> {
  return runAction(async () => {
    parseActionInput(projectSchema, values);
    return createProject(await requireSeller(), values);
  }, "Your project was sent for review. We'll let you know once it is live.");
}

export async function updateProjectAction(
  id: unknown,
  values: unknown,
): Promise<ActionResult<{ id: number; status: ListingStatus; sentForReview: boolean }>> {
  return runAction(async () => {
    const [projectId] = parseActionInput(z.tuple([idParamSchema, projectSchema]), [id, values]);
    return updateProject(await requireSeller(), projectId, values);
  });
}

export async function deleteProjectAction(id: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const projectId = parseActionInput(idParamSchema, id);
    await deleteSellerProject(await requireSeller(), projectId);
    return undefined;
  }, "Project deleted.");
}
