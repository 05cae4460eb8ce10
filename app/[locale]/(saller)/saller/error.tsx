"use client";

import { useTranslations } from "next-intl";

import { useEffect } from "react";

/** The seller area's error screen: logs the digest, offers a retry. */
export default function SellerError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("seller.error");
  useEffect(() => {
    console.error("seller area error", error.digest ?? error.message);
  }, [error]);
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg space-y-3 rounded-lg border bg-white p-6 text-center shadow-sm border-slate-200"
    >
      <h1 className="text-lg font-semibold text-slate-900">{t("title")}</h1>
      <p className="text-sm text-slate-600">
        {t("body", { reference: error.digest ? t("reference", { digest: error.digest }) : "" })}
      </p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t("retry")}
      </button>
    </div>
  );
}
