"use client";

import { useTranslations } from "next-intl";
import { X } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useId, useState } from "react";
import { flashAfterReload } from "./flash-toast";
import { OPEN_AUTH_EVENT, type AuthDialogMode } from "@/components/layout/auth-events";
import { USER_CHANGED_EVENT } from "@/components/layout/use-stored-user";
import { readToken } from "./auth-storage";
import { Dialog } from "@/components/ui/dialog";

/**
 * The forms (react-hook-form, zod, login + signup + OTP) load when the dialog first opens, so
 * public pages don't ship them to every visitor up front.
 */
const AuthPanel = dynamic(() => import("./auth-panel").then((m) => m.AuthPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-10 text-center text-sm text-slate-600">
      Loading…
    </p>
  ),
});

/**
 * The public login / signup dialog. Starts closed; opens on `landacre:open-auth`
 * ({mode: "login" | "signup"}); closes itself when a token is already stored; after a
 * successful login it closes and reloads the page (spec §4).
 */
export function LoginDialog() {
  const [open, setOpen] = useState(false);
  const t = useTranslations("auth");
  const [mode, setMode] = useState<AuthDialogMode>("login");
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    function onOpen(event: Event) {
      const detail = (event as CustomEvent<{ mode?: AuthDialogMode }>).detail;
      setMode(detail?.mode === "signup" ? "signup" : "login");
      // Already signed in (a token is stored): the dialog has nothing to offer.
      setOpen(!readToken());
    }
    // Signed in meanwhile (e.g. in another tab): close.
    function onStoredUserChange() {
      if (readToken()) setOpen(false);
    }
    window.addEventListener(OPEN_AUTH_EVENT, onOpen);
    window.addEventListener(USER_CHANGED_EVENT, onStoredUserChange);
    window.addEventListener("storage", onStoredUserChange);
    return () => {
      window.removeEventListener(OPEN_AUTH_EVENT, onOpen);
      window.removeEventListener(USER_CHANGED_EVENT, onStoredUserChange);
      window.removeEventListener("storage", onStoredUserChange);
    };
  }, []);

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} closeOnBackdrop initialFocus="input">
      {open ? (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            onClick={close}
            aria-label={t("close")}
            className="absolute right-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
          <AuthPanel
            idPrefix="auth-dialog"
            mode={mode}
            titleId={titleId}
            onModeChange={setMode}
            onLoggedIn={() => {
              setOpen(false);
              flashAfterReload("Login successful!");
              window.location.reload();
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
