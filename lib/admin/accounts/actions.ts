"use server";

import { defineAction } from "@/lib/actions/define-action";
import { blockAccount, unblockAccount, type BlockResult } from "@/lib/admin/accounts/block-account";
import { setSellerVerified } from "@/lib/admin/accounts/verify-seller";
import { accountIdSchema, blockAccountSchema, verifySellerSchema } from "@/lib/validation/admin";
import { countOf } from "@/lib/format/count";

function listingsNote(result: BlockResult, verb: string): string {
  const n = result.listings.length + result.projects.length;
  return n === 0 ? "" : ` ${countOf(n, "listing")} ${verb}.`;
}

export const blockAccountAction = defineAction({
  actor: "admin",
  schema: blockAccountSchema,
  run: ({ actor, input }) => blockAccount(actor, input),
  success: (result) => `Account blocked.${listingsNote(result, "taken off the site")}`,
});

export const unblockAccountAction = defineAction({
  actor: "admin",
  schema: accountIdSchema,
  run: ({ actor, input }) => unblockAccount(actor, input),
  success: (result) => `Account unblocked.${listingsNote(result, "back on the site")}`,
});

export const setSellerVerifiedAction = defineAction({
  actor: "admin",
  schema: verifySellerSchema,
  run: ({ actor, input }) => setSellerVerified(actor, input),
  success: (result) => (result.verified ? "Seller verified." : "Verification removed."),
});
