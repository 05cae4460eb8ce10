"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * The form's main button; shows `pendingText` while the form is being sent, and stays disabled
 * until the page is hydrated (see useHydrated). Only its colours fade: when it turns enabled its
 * full opacity is there at once, so its label is never drawn faint on a button that can be used.
 */
export function SubmitButton({
  pending,
  children,
  pendingText,
  disabled = false,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingText: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const phrase = usePhrase();
  return (
    <button
      type="submit"
      disabled={pending || disabled || !hydrated}
      className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? phrase(pendingText) : typeof children === "string" ? phrase(children) : children}
    </button>
  );
}
