"use server";

import { defineAction } from "@/lib/actions/define-action";
import { profileSavedMessage, updateSellerProfile } from "@/lib/users/seller-profile";
import { sellerProfileSchema } from "@/lib/validation/auth";

export const updateSellerProfileAction = defineAction({
  actor: "seller",
  schema: sellerProfileSchema,
  run: ({ actor, input }) => updateSellerProfile(actor, input),
  success: profileSavedMessage,
});
