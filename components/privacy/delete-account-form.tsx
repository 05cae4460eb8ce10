"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition, type FormEvent } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { forgetLogin } from "@/components/auth/auth-storage";
import { flashAfterReload } from "@/components/auth/flash-toast";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { localizedPath } from "@/lib/i18n/locales";
import { deleteAccountAction } from "@/lib/privacy/actions";
import { DELETE_CONFIRMATION } from "@/lib/validation/privacy";

/** "Delete my account": typed confirmation, then signed out and sent home with a notice. */
export function DeleteAccountForm({ home }: { home: string }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const t = useTranslations("privacyPanel");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const result = await deleteAccountAction({ confirm });
      if (!result.ok) {
        setError(phrase(result.fieldErrors?.confirm ?? result.message));
        return;
      }
      forgetLogin();
      flashAfterReload(result.message ?? "Your account has been deleted.");
      window.location.assign(localizedPath(locale, home));
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-hydrated={hydrated} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t("typeToConfirm", { word: DELETE_CONFIRMATION })}
      </label>
      <input
        id={inputId}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="w-full max-w-xs rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="danger" disabled={pending || !hydrated}>
        {pending ? t("deleting") : t("delete")}
      </Button>
    </form>
  );
}
