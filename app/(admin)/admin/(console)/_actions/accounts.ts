"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { blockAccount, unblockAccount, type BlockResult } from "@/lib/admin/accounts/block-account";
import { setSellerVerified } from "@/lib/admin/accounts/verify-seller";
import { accountIdSchema, blockAccountSchema, verifySellerSchema } from "@/lib/validation/admin";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";

function listingsNote(result: BlockResult, verb: string): string {
  const n = result.listings.length + result.projects.length;
  return n === 0 ? "" : ` ${n} listing${n === 1 ? "" : "s"} ${verb}.`;
}

export async function blockAccountAction(input: {
  userId: number;
  reason: string;
}): Promise<ActionResult<BlockResult>> {
  const result = await runAction(async () => {
    const command = parseActionInput(blockAccountSchema, input);
    return blockAccount(await requireAdmin(), command);
  });
  return result.ok
    ? { ...result, message: `Account blocked.${listingsNote(result.data, "taken off the site")}` }
    : result;
}

export async function unblockAccountAction(input: {
  userId: number;
}): Promise<ActionResult<BlockResult>> {
  const result = await runAction(async () => {
    const command = parseActionInput(accountIdSchema, input);
    return unblockAccount(await requireAdmin(), command);
  });
  return result.ok
    ? { ...result, message: `Account unblocked.${listingsNote(result.data, "back on the site")}` }
    : result;
}

export async function setSellerVerifiedAction(input: {
  userId: number;
  verified: boolean;
}): Promise<ActionResult<{ userId: number; verified: boolean }>> {
  const result = await runAction(async () => {
    const command = parseActionInput(verifySellerSchema, input);
    return setSellerVerified(await requireAdmin(), command);
  });
  return result.ok
    ? { ...result, message: result.data.verified ? "Seller verified." : "Verification removed." }
    : result;
}
