"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { markSellerLeadsRead, updateSellerLead } from "@/lib/leads/seller-leads";
import { idParamSchema, leadUpdateSchema, markReadSchema } from "@/lib/validation/seller";

/** Status (new → contacted → closed) and the private note of one of the seller's leads. */
export const updateSellerLeadAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([idParamSchema, leadUpdateSchema]),
  run: ({ actor, input: [id], clientInput: [, values] }) => updateSellerLead(actor, id, values),
});

/** Marks the given leads (or all) read. */
export const markSellerLeadsReadAction = defineAction({
  actor: "seller",
  schema: markReadSchema,
  run: ({ actor, input }) => markSellerLeadsRead(actor, input.ids),
});
