"use client";

import { useState } from "react";
import type { AuthDialogMode } from "@/components/layout/auth-events";
import { LoginForm, type LoginOutcome } from "./login-form";
import { RegisterFlow } from "./register-flow";

type AuthPanelProps = {
  idPrefix: string;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onLoggedIn: (outcome: Extract<LoginOutcome, { ok: true }>) => void;
  titleId?: string;
};

const COPY: Record<AuthDialogMode, { title: string; subtitle: string }> = {
  login: { title: "Login", subtitle: "Welcome back to LAND Acre." },
  signup: { title: "Sign Up", subtitle: "Create your LAND Acre account." },
};

/** The buyer login and signup forms, switchable (used by the dialog and by /login). */
export function AuthPanel({ idPrefix, mode, onModeChange, onLoggedIn, titleId }: AuthPanelProps) {
  const [registeredEmail, setRegisteredEmail] = useState("");
  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {COPY[mode].title}
      </h2>
      <p className="mb-5 mt-1 text-sm text-slate-600">{COPY[mode].subtitle}</p>
      {mode === "login" ? (
        <LoginForm
          key={registeredEmail}
          idPrefix={`${idPrefix}-login`}
          defaultEmail={registeredEmail}
          onSuccess={onLoggedIn}
        />
      ) : (
        <RegisterFlow
          idPrefix={`${idPrefix}-signup`}
          variant="buyer"
          onRegistered={(email) => {
            setRegisteredEmail(email);
            onModeChange("login");
          }}
        />
      )}
      <p className="mt-5 text-center text-sm text-slate-600">
        {mode === "login" ? "Don't have an account? " : "Already have an account? "}
        <button
          type="button"
          onClick={() => onModeChange(mode === "login" ? "signup" : "login")}
          className="font-semibold text-brand-700 hover:underline"
        >
          {mode === "login" ? "Sign Up" : "Login"}
        </button>
      </p>
    </div>
  );
}
