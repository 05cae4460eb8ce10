"use client";

import { useRouter } from "next/navigation";
import type { SellerKind } from "@/lib/validation/property-enums";
import { RegisterFlow } from "./register-flow";

/**
 * /saller/signup for a visitor: seller details → phone OTP → the seller login, which then goes
 * on to `next` (a safe seller path, e.g. the add form) when one was given.
 */
export function SellerSignupPanel({
  defaultKind,
  next,
}: {
  defaultKind?: SellerKind;
  next?: string;
}) {
  const router = useRouter();
  const login = `/saller/login?registered=1${next ? `&next=${encodeURIComponent(next)}` : ""}`;
  return (
    <RegisterFlow
      idPrefix="seller-signup"
      variant="seller"
      defaultSellerKind={defaultKind}
      onRegistered={() => router.push(login)}
    />
  );
}
