"use client";

import { useTranslations } from "next-intl";
/** "Resend OTP" link-button: counts down the wait, then offers a new code. */
export function ResendOtpButton({
  wait,
  resending,
  onResend,
}: {
  /** Seconds until a new code may be asked for. */
  wait: number;
  resending: boolean;
  onResend: () => void;
}) {
  const t = useTranslations("enquiry");
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={wait > 0 || resending}
      className="font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
    >
      {wait > 0 ? t("resendIn", { seconds: wait }) : resending ? t("sending") : t("resend")}
    </button>
  );
}
