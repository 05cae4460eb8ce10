"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { telOf, useViewPhone } from "@/components/enquiry/use-view-phone";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { useVisitorState } from "@/components/visitor/use-visitor-state";

/**
 * The sticky bar's Call on phones: for a signed-in buyer it gets the seller's number ("View phone
 * number": a conversation and a lead) and dials it; a guest is asked to log in first.
 */
export function CallSellerButton({
  propertyId,
  className,
}: {
  propertyId: number;
  className: string;
}) {
  const t = useTranslations("listingParts");
  const phrase = usePhrase();
  const visitor = useVisitorState(propertyId);
  const { revealed, error, pending, reveal } = useViewPhone("property", propertyId);
  const dial = (phone: string) => window.location.assign(telOf(phone));
  return (
    <button
      type="button"
      className={className}
      disabled={pending || visitor.status === "loading"}
      aria-label={t("callSeller")}
      title={error ? phrase(error) : undefined}
      onClick={() => {
        if (visitor.status !== "ready" || !visitor.signedIn) return openLoginDialog();
        if (revealed) return dial(revealed.phone);
        reveal((r) => dial(r.phone));
      }}
    >
      <SpriteIcon name="phone" className="size-4" /> {error ? t("logInAgain") : t("call")}
    </button>
  );
}
