"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { createProject } from "@/lib/projects/create-project";
import { deleteSellerProject } from "@/lib/projects/seller-projects";
import { updateProject } from "@/lib/projects/update-project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { idParamSchema } from "@/lib/validation/seller";

export async function createProjectAction(
  values: unknown,
): Promise<ActionResult<{ id: number; status: "pending" }>> {
  return runAction(
    async () => createProject(await requireSeller(), values),
    "Your project was sent for review. We'll let you know once it is live.",
  );
}

export async function updateProjectAction(
  id: unknown,
  values: unknown,
): Promise<ActionResult<{ id: number; status: ListingStatus; sentForReview: boolean }>> {
  return runAction(async () =>
    updateProject(await requireSeller(), idParamSchema.parse(id), values),
  );
}

export async function deleteProjectAction(id: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deleteSellerProject(await requireSeller(), idParamSchema.parse(id));
    return undefined;
  }, "Project deleted.");
}
