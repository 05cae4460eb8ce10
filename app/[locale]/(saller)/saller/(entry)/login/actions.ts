"use server";

import { defineArgsAction } from "@/lib/actions/define-action";
import { SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { loginForArea } from "@/lib/users/login-action";
import { areaLoginArgsSchema } from "@/lib/validation/auth";

export const sellerLoginAction = defineArgsAction({
  actor: "public",
  schema: areaLoginArgsSchema,
  run: ({ clientInput: [credentials, next] }) =>
    loginForArea(credentials, next, "seller", {
      prefixes: SELLER_NEXT_PREFIXES,
      home: "/saller/dashboard",
    }),
});
