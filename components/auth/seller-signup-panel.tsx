"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import type { SellerKind } from "@/lib/validation/property-enums";
import { storeLogin } from "./auth-storage";
import { RegisterFlow } from "./register-flow";

/**
 * /saller/signup for a visitor: seller details → phone OTP → the seller login, which (the OTP
 * step signed the new seller in) goes straight on to `next` (a safe seller path, e.g. the add
 * form) or the dashboard.
 */
export function SellerSignupPanel({
  defaultKind,
  next,
}: {
  defaultKind?: SellerKind;
  next?: string;
}) {
  const router = useLocalizedRouter();
  const login = `/saller/login?registered=1${next ? `&next=${encodeURIComponent(next)}` : ""}`;
  return (
    <RegisterFlow
      idPrefix="seller-signup"
      variant="seller"
      defaultSellerKind={defaultKind}
      onRegistered={(_email, user) => {
        if (user) storeLogin(user);
        router.push(login);
      }}
    />
  );
}
