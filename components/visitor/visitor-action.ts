"use server";

import { z } from "zod";
import { getCurrentActor } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { visitorState, type VisitorState } from "@/lib/users/visitor-state";

const inputSchema = z.object({ propertyId: z.number().int().positive().optional() });

/** The signed-in visitor's part of a cached public page (sender details, saved heart). */
export async function loadVisitorState(input: {
  propertyId?: number;
}): Promise<ActionResult<VisitorState>> {
  return runAction(async () => {
    const { propertyId } = parseActionInput(inputSchema, input);
    return visitorState(await getCurrentActor(), propertyId);
  });
}
