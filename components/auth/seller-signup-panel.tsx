"use client";

import { useRouter } from "next/navigation";
import type { SellerKind } from "@/lib/validation/property-enums";
import { RegisterFlow } from "./register-flow";

/** /saller/signup for a visitor: seller details → phone OTP → the seller login. */
export function SellerSignupPanel({ defaultKind }: { defaultKind?: SellerKind }) {
  const router = useRouter();
  return (
    <RegisterFlow
      idPrefix="seller-signup"
      variant="seller"
      defaultSellerKind={defaultKind}
      onRegistered={() => router.push("/saller/login?registered=1")}
    />
  );
}
