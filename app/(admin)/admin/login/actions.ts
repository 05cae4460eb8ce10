"use server";

import { defineArgsAction } from "@/lib/actions/define-action";
import { ADMIN_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { loginForArea } from "@/lib/users/login-action";
import { areaLoginArgsSchema } from "@/lib/validation/auth";

export const adminLoginAction = defineArgsAction({
  actor: "public",
  schema: areaLoginArgsSchema,
  run: ({ clientInput: [credentials, next] }) =>
    loginForArea(credentials, next, "admin", {
      prefixes: ADMIN_NEXT_PREFIXES,
      home: "/admin/dashboard",
    }),
});
