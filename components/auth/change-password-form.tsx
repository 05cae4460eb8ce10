"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/validation/auth";
import type { ActionResult } from "@/lib/actions/result";
import { applyFieldErrors } from "./action-errors";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

const FIELDS = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  {
    name: "password",
    label: "New Password",
    autoComplete: "new-password",
    hint: "At least 8 characters.",
  },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

/**
 * Current password + new password twice. The server action ends every other session and
 * re-issues this one's cookie.
 */
export function ChangePasswordForm({
  idPrefix,
  action,
}: {
  idPrefix: string;
  action: (input: ChangePasswordInput) => Promise<ActionResult<void>>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const answer = await action(values).catch((): ActionResult<void> => ({
      ok: false,
      status: 0,
      message: "Something went wrong. Please try again.",
    }));
    if (!answer.ok) {
      setFormError(
        applyFieldErrors(
          answer,
          FIELDS.map((f) => f.name),
          setError,
        ),
      );
      toast.error(answer.message);
      return;
    }
    reset();
    const message = answer.message ?? "Password changed.";
    setDone(message);
    toast.success(message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          type="password"
          autoComplete={field.autoComplete}
          hint={"hint" in field ? field.hint : undefined}
          required
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <SubmitButton pending={isSubmitting} pendingText="Saving…">
        Change Password
      </SubmitButton>
    </form>
  );
}
