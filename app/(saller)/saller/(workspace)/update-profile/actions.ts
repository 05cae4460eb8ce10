"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { updateSellerProfile, type SellerProfileView } from "@/lib/users/seller-profile";
import { sellerProfileSchema } from "@/lib/validation/auth";

export async function updateSellerProfileAction(
  input: unknown,
): Promise<ActionResult<SellerProfileView>> {
  return runAction(
    async () => updateSellerProfile(await requireSeller(), sellerProfileSchema.parse(input)),
    "Profile updated",
  );
}
