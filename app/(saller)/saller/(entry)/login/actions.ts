"use server";

import { SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { runAction, type ActionResult } from "@/lib/http/action";
import { loginForArea, type AreaLogin } from "@/lib/users/login-action";

export async function sellerLoginAction(
  input: unknown,
  next: string | undefined,
): Promise<ActionResult<AreaLogin>> {
  return runAction(() =>
    loginForArea(input, next, "seller", {
      prefixes: SELLER_NEXT_PREFIXES,
      home: "/saller/dashboard",
    }),
  );
}
