"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { storeLogin, type StoredUser } from "./auth-storage";
import { FormMessage } from "./form-message";
import type { AuthDialogMode } from "@/components/layout/auth-events";
import { LoginForm, type LoginOutcome } from "./login-form";
import { RegisterFlow, type SignupDraft } from "./register-flow";

type AuthPanelProps = {
  idPrefix: string;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onLoggedIn: (outcome: Extract<LoginOutcome, { ok: true }>) => void;
  titleId?: string;
  /** 1 on the /login page, where the panel is the page; 2 in the dialog over another page. */
  headingLevel?: 1 | 2;
};

const SIGN_IN_AFTER_SIGNUP_MS = 1200;

const COPY: Record<
  AuthDialogMode,
  {
    title: "loginTitle" | "signupTitle";
    subtitle: "loginSubtitle" | "signupSubtitle";
  }
> = {
  login: { title: "loginTitle", subtitle: "loginSubtitle" },
  signup: { title: "signupTitle", subtitle: "signupSubtitle" },
};

/** The buyer login and signup forms, switchable (used by the dialog and by /login). */
export function AuthPanel({
  idPrefix,
  mode,
  onModeChange,
  onLoggedIn,
  titleId,
  headingLevel = 2,
}: AuthPanelProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const [registeredEmail, setRegisteredEmail] = useState("");
  // What was typed into each form, so switching between Login and Sign Up loses nothing (the
  // hidden form is unmounted; the password typed into Login is not kept).
  const [loginEmail, setLoginEmail] = useState("");
  const [signupDraft, setSignupDraft] = useState<SignupDraft>({});
  const t = useTranslations("auth");
  // Signed in by the signup's OTP step: the view switches to login as the spec says, then the
  // login completes by itself (no second typing of the password).
  const [signedUpAs, setSignedUpAs] = useState<StoredUser | null>(null);
  useEffect(() => {
    if (mode !== "login" || !signedUpAs) return;
    // A moment on the login view, so the person sees where they are, then signed in.
    const timer = setTimeout(() => {
      storeLogin(signedUpAs);
      toast.success("Login successful!");
      onLoggedIn({ ok: true, user: signedUpAs });
    }, SIGN_IN_AFTER_SIGNUP_MS);
    return () => clearTimeout(timer);
  }, [mode, signedUpAs, onLoggedIn]);
  return (
    <div>
      <Heading id={titleId} className="text-2xl font-bold text-slate-900">
        {t(COPY[mode].title)}
      </Heading>
      <p className="mb-5 mt-1 text-sm text-slate-600">{t(COPY[mode].subtitle)}</p>
      {mode === "login" && signedUpAs ? (
        <FormMessage tone="success" title="Registration successful!">
          {t("signingIn")}
        </FormMessage>
      ) : mode === "login" ? (
        <LoginForm
          key={registeredEmail}
          idPrefix={`${idPrefix}-login`}
          defaultEmail={registeredEmail || loginEmail}
          onEmailChange={setLoginEmail}
          onSuccess={onLoggedIn}
        />
      ) : (
        <RegisterFlow
          idPrefix={`${idPrefix}-signup`}
          variant="buyer"
          draft={signupDraft}
          onDraftChange={setSignupDraft}
          onRegistered={(email, user) => {
            setRegisteredEmail(email);
            setSignedUpAs(user);
            onModeChange("login");
          }}
        />
      )}
      <p className="mt-5 text-center text-sm text-slate-600">
        {mode === "login" ? t("noAccount") : t("haveAccount")}{" "}
        <button
          type="button"
          onClick={() => onModeChange(mode === "login" ? "signup" : "login")}
          className="font-semibold text-brand-700 hover:underline"
        >
          {mode === "login" ? t("signupTitle") : t("loginTitle")}
        </button>
      </p>
    </div>
  );
}
