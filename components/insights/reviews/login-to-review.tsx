"use client";

import { useTranslations } from "next-intl";
import { openLoginDialog } from "@/components/enquiry/open-login";

/** Signed-out visitors: one button that opens the login dialog. */
export function LoginToReview({ localityName }: { localityName: string }) {
  const t = useTranslations("reviews");
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-4">
      <p className="text-slate-700">{t("liveIn", { place: localityName })}</p>
      <button
        type="button"
        onClick={openLoginDialog}
        className="mt-3 h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
      >
        {t("logIn")}
      </button>
    </div>
  );
}
