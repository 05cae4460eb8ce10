"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { USER_CHANGED_EVENT } from "@/components/layout/use-stored-user";
import { USER_KEY } from "../auth-storage";

const PENDING = "\u0000pending";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(USER_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(USER_CHANGED_EVENT, onChange);
  };
}

function readUserRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}

/**
 * Spec §2: the profile shows only while a user record is stored locally; otherwise the
 * visitor goes home, replacing the history entry. (The server checks the session too.)
 */
export function StoredUserGate({ children }: { children: React.ReactNode }) {
  const router = useLocalizedRouter();
  const t = useTranslations("account");
  const raw = useSyncExternalStore(subscribe, readUserRaw, () => PENDING);
  const missing = raw === null;

  useEffect(() => {
    if (missing) router.replace("/");
  }, [missing, router]);

  useEffect(() => {
    if (raw === null || raw === PENDING || !window.location.hash) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [raw]);

  if (raw === PENDING || missing) {
    return (
      <div role="status" className="space-y-4" aria-busy="true" aria-label={t("loading")}>
        <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
        <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  }
  return <>{children}</>;
}
