"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { requestPasswordResetAction, resetPasswordAction } from "@/lib/users/actions";
import {
  OTP_LENGTH,
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from "@/lib/validation/auth";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

/**
 * "Forgot password": the account's e-mail or mobile number → a code to its mobile number →
 * the code and a new password. `loginHref` is where "Back to login" leads.
 */
export function ForgotPasswordFlow({ loginHref }: { loginHref: string }) {
  const [sent, setSent] = useState<{ identifier: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const t = useTranslations("accountPages.forgot");

  if (done) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success" title={t("changed")}>
          {done}
        </FormMessage>
        <Link
          href={loginHref}
          className="block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("backToLogin")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {sent ? (
        <ResetStep
          identifier={sent.identifier}
          notice={sent.message}
          onDone={setDone}
          onRestart={() => setSent(null)}
        />
      ) : (
        <RequestStep onSent={(identifier, message) => setSent({ identifier, message })} />
      )}
      <p className="text-center text-sm text-slate-600">
        {t("remembered")}{" "}
        <Link href={loginHref} className="font-semibold text-brand-700 hover:underline">
          {t("backToLogin")}
        </Link>
      </p>
    </div>
  );
}

function RequestStep({ onSent }: { onSent: (identifier: string, message: string) => void }) {
  const t = useTranslations("accountPages.forgot");
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const answer = await requestPasswordResetAction(values);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    onSent(values.identifier, answer.message ?? "");
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t("intro", { length: OTP_LENGTH })}</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <TextField
        id="forgot-identifier"
        label={t("identifier")}
        autoComplete="username"
        required
        error={errors.identifier?.message}
        {...register("identifier")}
      />
      <SubmitButton pending={isSubmitting} pendingText={t("sendingCode")}>
        {t("sendCode")}
      </SubmitButton>
    </form>
  );
}

function ResetStep({
  identifier,
  notice,
  onDone,
  onRestart,
}: {
  identifier: string;
  notice: string;
  onDone: (message: string) => void;
  onRestart: () => void;
}) {
  const t = useTranslations("accountPages.forgot");
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { identifier, otp: "", password: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const answer = await resetPasswordAction(values);
    if (!answer.ok) {
      if (!answer.fieldErrors) setError(answer.message);
      for (const [key, message] of Object.entries(answer.fieldErrors ?? {})) {
        setFieldError(key as FieldPath<PasswordResetInput>, { message });
      }
      return;
    }
    toast.success(t("changedToast"));
    onDone(answer.message ?? "");
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormMessage tone="info">{notice}</FormMessage>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <TextField
        id="forgot-otp"
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        required
        error={errors.otp?.message}
        {...register("otp")}
      />
      <TextField
        id="forgot-password"
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        id="forgot-confirm"
        label={t("confirm")}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <SubmitButton pending={isSubmitting} pendingText={t("changing")}>
        {t("change")}
      </SubmitButton>
      <button
        type="button"
        onClick={onRestart}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t("newCode")}
      </button>
    </form>
  );
}
