"use server";

import { SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { loginForArea, type AreaLogin } from "@/lib/users/login-action";
import { areaLoginArgsSchema } from "@/lib/validation/auth";

export async function sellerLoginAction(
  input: unknown,
  next: string | undefined,
): Promise<ActionResult<AreaLogin>> {
  return runAction(() => {
    parseActionInput(areaLoginArgsSchema, [input, next]);
    return loginForArea(input, next, "seller", {
      prefixes: SELLER_NEXT_PREFIXES,
      home: "/saller/dashboard",
    });
  });
}
