"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { visitorState } from "@/lib/users/visitor-state";

/** The signed-in visitor's part of a cached public page (sender details, saved heart). */
export const loadVisitorState = defineAction({
  actor: "visitor",
  schema: z.object({ propertyId: z.number().int().positive().optional() }),
  run: ({ actor, input }) => visitorState(actor, input.propertyId),
});
