"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { localizedPath } from "@/lib/i18n/locales";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { storeLogin, type StoredUser } from "./auth-storage";
import { postJson } from "./post-json";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

export type LoginOutcome =
  | { ok: true; user: StoredUser; redirectTo?: string }
  | { ok: false; message: string | null; status?: number };

/** HTTP 429: too many attempts. The banner says how long to wait; a toast would say it twice. */
export const LOCKED_OUT_STATUS = 429;

/** Whether a failed login also gets the "Login failed" toast (spec §8): not for a lock-out. */
export function toastsFailure(outcome: Extract<LoginOutcome, { ok: false }>): boolean {
  return outcome.status !== LOCKED_OUT_STATUS;
}

/** POST /api/users/login: 200 {token, user}; anything else carries the server's message. */
export async function loginThroughApi(values: LoginInput): Promise<LoginOutcome> {
  const answer = await postJson<{ token?: string; user?: StoredUser }>("/api/users/login", values);
  if (answer.status === 200 && answer.body?.token && answer.body.user) {
    return { ok: true, user: answer.body.user };
  }
  return { ok: false, message: answer.message, status: answer.status };
}

type LoginFormProps = {
  idPrefix: string;
  submit?: (values: LoginInput) => Promise<LoginOutcome>;
  /** Called after the user and token are stored and "Login successful!" was toasted. */
  onSuccess: (outcome: Extract<LoginOutcome, { ok: true }>) => void;
  submitLabel?: string;
  defaultEmail?: string;
  /** The login page the "Forgot password" page leads back to. */
  loginPath?: string;
  /** Every change to the e-mail field, so a caller that hides this form can keep it. */
  onEmailChange?: (email: string) => void;
};

/** E-mail + password (spec §5): stores token and user, toasts, then hands over to the caller. */
export function LoginForm({
  idPrefix,
  submit = loginThroughApi,
  onSuccess,
  submitLabel = "Login",
  defaultEmail = "",
  loginPath = "/login",
  onEmailChange,
}: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const t = useTranslations("auth");
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await submit(values).catch((): LoginOutcome => ({ ok: false, message: null }));
    if (!outcome.ok) {
      setServerError(outcome.message || "An error occurred during login");
      if (toastsFailure(outcome)) toast.error("Login failed. Please try again.");
      return;
    }
    storeLogin(outcome.user);
    toast.success("Login successful!");
    onSuccess(outcome);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email", {
          onChange: (event: { target: { value: string } }) => onEmailChange?.(event.target.value),
        })}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <p className="-mt-2 text-right text-sm">
        {/* A full page load: from the login dialog, the dialog must not stay open over it. */}
        <a
          href={localizedPath(locale, `/forgot-password?next=${encodeURIComponent(loginPath)}`)}
          className="font-medium text-brand-700 hover:underline"
        >
          {t("forgot")}
        </a>
      </p>
      <SubmitButton pending={isSubmitting} pendingText="Logging in…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
