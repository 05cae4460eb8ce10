"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { blockAccount, unblockAccount, type BlockResult } from "@/lib/admin/accounts/block-account";
import { setSellerVerified } from "@/lib/admin/accounts/verify-seller";
import { runAction, type ActionResult } from "@/lib/http/action";

function listingsNote(result: BlockResult, verb: string): string {
  const n = result.listings.length + result.projects.length;
  return n === 0 ? "" : ` ${n} listing${n === 1 ? "" : "s"} ${verb}.`;
}

export async function blockAccountAction(input: {
  userId: number;
  reason: string;
}): Promise<ActionResult<BlockResult>> {
  const result = await runAction(async () => blockAccount(await requireAdmin(), input));
  return result.ok
    ? { ...result, message: `Account blocked.${listingsNote(result.data, "taken off the site")}` }
    : result;
}

export async function unblockAccountAction(input: {
  userId: number;
}): Promise<ActionResult<BlockResult>> {
  const result = await runAction(async () => unblockAccount(await requireAdmin(), input));
  return result.ok
    ? { ...result, message: `Account unblocked.${listingsNote(result.data, "back on the site")}` }
    : result;
}

export async function setSellerVerifiedAction(input: {
  userId: number;
  verified: boolean;
}): Promise<ActionResult<{ userId: number; verified: boolean }>> {
  return runAction(
    async () => setSellerVerified(await requireAdmin(), input),
    input.verified ? "Seller verified." : "Verification removed.",
  );
}
