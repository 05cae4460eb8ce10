import { usePhrase } from "@/components/i18n/use-phrase";
import type { ComponentProps } from "react";
import { ChangePasswordForm } from "./change-password-form";

/** The Change Password page body of the seller and admin areas: heading, what it does, form. */
export function ChangePasswordSection(props: ComponentProps<typeof ChangePasswordForm>) {
  // The seller area's words (the admin console stays English: its phrases pass unchanged).
  const phrase = usePhrase();
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{phrase("Change Password")}</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">
        {phrase("Changing your password signs you out on every other device.")}
      </p>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm {...props} />
      </div>
    </section>
  );
}
