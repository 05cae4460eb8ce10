"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { createProject } from "@/lib/projects/create-project";
import { deleteSellerProject } from "@/lib/projects/seller-projects";
import { updateProject } from "@/lib/projects/update-project";
import { projectSchema } from "@/lib/validation/project";
import { idParamSchema } from "@/lib/validation/seller";

export const createProjectAction = defineAction({
  actor: "seller",
  schema: projectSchema,
  run: ({ actor, clientInput }) => createProject(actor, clientInput),
  success: "Your project was sent for review. We'll let you know once it is live.",
});

export const updateProjectAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([idParamSchema, projectSchema]),
  run: ({ actor, input: [id], clientInput: [, values] }) => updateProject(actor, id, values),
});

export const deleteProjectAction = defineAction({
  actor: "seller",
  schema: idParamSchema,
  run: async ({ actor, input: id }) => {
    await deleteSellerProject(actor, id);
    return undefined;
  },
  success: "Project deleted.",
});
