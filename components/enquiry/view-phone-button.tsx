"use client";

import { Phone } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Link } from "@/components/i18n/link";
import { Button } from "@/components/ui/button";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";
import { openLoginDialog } from "./open-login";
import { telOf, useViewPhone } from "./use-view-phone";

/**
 * Below the enquiry box: the seller's number for a signed-in buyer (it opens a conversation and
 * counts as a lead); guests are asked to log in first.
 */
export function ViewPhoneButton({
  targetType,
  targetId,
  signedIn,
}: {
  targetType: EnquiryTarget;
  targetId: number;
  signedIn: boolean;
}) {
  const { revealed, error, pending, reveal } = useViewPhone(targetType, targetId);
  const t = useTranslations("enquiry");
  const phrase = usePhrase();
  if (revealed) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <a
          href={telOf(revealed.phone)}
          className="inline-flex items-center gap-1 font-semibold text-brand-700"
        >
          <Phone aria-hidden className="size-4" /> {revealed.phone}
        </a>
        <Link href={`/profile/messages/${revealed.threadId}`} className="text-brand-700 underline">
          {t("openConversation")}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        className="w-full"
        disabled={pending}
        onClick={() => (signedIn ? reveal() : openLoginDialog())}
      >
        <Phone aria-hidden className="size-4" /> {pending ? t("gettingPhone") : t("viewPhone")}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-amber-900">
          {phrase(error)}
        </p>
      ) : null}
    </div>
  );
}
