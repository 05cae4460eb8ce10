"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { becomeSellerSchema, type BecomeSellerInput } from "@/lib/validation/auth";
import type { SellerKind } from "@/lib/validation/property-enums";
import type { ActionResult } from "@/lib/actions/result";
import { applyFieldErrors } from "./action-errors";
import { updateStoredUser } from "./auth-storage";
import { SellerKindField } from "./seller-kind-field";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

/** A signed-in buyer turns their account into a seller account. */
export function BecomeSellerForm({
  action,
  defaultKind,
}: {
  action: (input: BecomeSellerInput) => Promise<ActionResult<{ redirectTo: string }>>;
  defaultKind?: SellerKind;
}) {
  const phrase = usePhrase();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BecomeSellerInput>({
    resolver: zodResolver(becomeSellerSchema),
    defaultValues: { sellerKind: defaultKind, companyName: "" },
  });
  const kind = useWatch({ control, name: "sellerKind" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await action(values);
    if (!answer.ok) {
      setFormError(applyFieldErrors(answer, ["sellerKind", "companyName"], setError));
      toast.error(answer.message);
      return;
    }
    updateStoredUser({ role: "seller" });
    toast.success(answer.message ?? "Your seller profile is ready.");
    window.location.assign(answer.data.redirectTo);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SellerKindField registration={register("sellerKind")} error={errors.sellerKind?.message} />
      {kind && kind !== "individual" ? (
        <TextField
          id="become-seller-company"
          label="Company Name"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register("companyName")}
        />
      ) : null}
      <SubmitButton pending={isSubmitting} pendingText="Setting up…">
        {phrase("Start Selling")}
      </SubmitButton>
    </form>
  );
}
