"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { toast } from "@/components/ui/toast";
import { profileDetailsSchema, type ProfileDetailsInput } from "@/lib/validation/auth";
import type { ActionResult } from "@/lib/actions/result";
import { applyFieldErrors } from "../action-errors";
import { updateStoredUser, type StoredUser } from "../auth-storage";
import { TextField } from "../text-field";
import { FormMessage } from "../form-message";
import { SubmitButton } from "../submit-button";

const FIELDS = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", type: "text" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
] as const;

/** Name and e-mail; the stored user follows the change so the header shows the new name. */
export function ProfileDetailsForm({
  initial,
  action,
}: {
  initial: ProfileDetailsInput;
  action: (input: ProfileDetailsInput) => Promise<ActionResult<StoredUser>>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const router = useLocalizedRouter();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileDetailsInput>({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await action(values);
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
    updateStoredUser(answer.data);
    reset({
      firstName: answer.data.firstName,
      lastName: answer.data.lastName,
      email: answer.data.email,
    });
    toast.success(answer.message ?? "Profile updated");
    // The page's heading ("<name> · member since …") is the server's: draw it again.
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`profile-${field.name}`}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            className={field.name === "email" ? "sm:col-span-2" : undefined}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      <div className="sm:w-48">
        <SubmitButton pending={isSubmitting} disabled={!isDirty} pendingText="Saving…">
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
