"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { updateSellerProfile, type SellerProfileView } from "@/lib/users/seller-profile";
import { sellerProfileSchema } from "@/lib/validation/auth";

export async function updateSellerProfileAction(
  input: unknown,
): Promise<ActionResult<SellerProfileView>> {
  return runAction(async () => {
    const profile = parseActionInput(sellerProfileSchema, input);
    return updateSellerProfile(await requireSeller(), profile);
  }, "Profile updated");
}
