"use client";

import { useState } from "react";
import { AuthPanel } from "./auth-panel";
import { flashAfterReload } from "./flash-toast";
import type { AuthDialogMode } from "@/components/layout/auth-events";

/** /login: the dialog's forms on a page; after login, a full load of `next`. */
export function LoginPagePanel({
  next,
  initialMode,
}: {
  next: string;
  initialMode: AuthDialogMode;
}) {
  const [mode, setMode] = useState<AuthDialogMode>(initialMode);
  return (
    <AuthPanel
      idPrefix="login-page"
      headingLevel={1}
      mode={mode}
      onModeChange={setMode}
      onLoggedIn={() => {
        flashAfterReload("Login successful!");
        window.location.assign(next);
      }}
    />
  );
}
