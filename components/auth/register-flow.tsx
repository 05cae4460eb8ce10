"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import {
  sellerSignupFormSchema,
  signupFormSchema,
  type SellerSignupFormInput,
} from "@/lib/validation/auth";
import type { SellerKind } from "@/lib/validation/property-enums";
import { storeRegistration, type StoredUser } from "./auth-storage";
import { OtpStep } from "./otp-step";
import { SellerKindField } from "./seller-kind-field";
import { postJson, REGISTER_TIMEOUT_MS } from "./post-json";
import { TextField } from "./text-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";

type FormValues = Omit<SellerSignupFormInput, "sellerKind"> & { sellerKind?: SellerKind };

/** What the person has typed into the signup form so far (kept while the view switches). */
export type SignupDraft = Partial<FormValues>;
type FieldName = Exclude<keyof FormValues, "sellerKind" | "companyName">;

const FIELDS: {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric";
  hint?: string;
  half?: boolean;
}[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  {
    name: "phoneNumber",
    label: "Phone Number",
    type: "tel",
    inputMode: "numeric",
    autoComplete: "tel-national",
    hint: "10-digit mobile number; we send an OTP to it.",
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 8 characters.",
  },
  {
    name: "confirmPassword",
    label: "Confirm Password",
    type: "password",
    autoComplete: "new-password",
  },
];

type RegisterFlowProps = {
  idPrefix: string;
  variant: "buyer" | "seller";
  /**
   * After the OTP was verified (201): the account exists and is signed in (`user`, null if the
   * answer did not say); `email` is the one registered.
   */
  onRegistered: (email: string, user: StoredUser | null) => void;
  defaultSellerKind?: SellerKind;
  /** Fields typed before this form was last shown, restored when it is shown again. */
  draft?: SignupDraft;
  /** Every change to the fields, so a caller that hides this form can keep what was typed. */
  onDraftChange?: (draft: SignupDraft) => void;
};

/** Signup form → POST /api/users/register (10 s) → OTP step → verify (201). */
export function RegisterFlow({
  idPrefix,
  variant,
  onRegistered,
  defaultSellerKind,
  draft,
  onDraftChange,
}: RegisterFlowProps) {
  const [step, setStep] = useState<"form" | "otp">("form");
  const [formError, setFormError] = useState<string | null>(null);
  const schema = variant === "seller" ? sellerSignupFormSchema : signupFormSchema;
  const {
    register,
    handleSubmit,
    control,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phoneNumber: "",
      password: "",
      confirmPassword: "",
      companyName: "",
      sellerKind: variant === "seller" ? defaultSellerKind : undefined,
      ...draft,
    },
    shouldUnregister: false,
  });
  useEffect(() => {
    if (!onDraftChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraftChange(values),
    });
  }, [subscribe, onDraftChange]);
  const sellerKind = useWatch({ control, name: "sellerKind" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const payload = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber,
      password: values.password,
      ...(variant === "seller"
        ? { sellerKind: values.sellerKind, companyName: values.companyName || undefined }
        : {}),
    };
    const answer = await postJson<{ data?: { phoneNumber?: string } }>(
      "/api/users/register",
      payload,
      {
        timeoutMs: REGISTER_TIMEOUT_MS,
      },
    );
    if (answer.body?.data) {
      storeRegistration(values.phoneNumber);
      setStep("otp");
      toast.success(`OTP sent to your mobile number: ${values.phoneNumber}`);
      return;
    }
    const message = answer.message || "Registration failed. Please try again.";
    setFormError(message);
    toast.error(message);
  });

  if (step === "otp") {
    return (
      <OtpStep
        idPrefix={idPrefix}
        onBack={() => setStep("form")}
        onVerified={(user) => onRegistered(getValues("email"), user)}
        onExpired={(message) => {
          setStep("form");
          setFormError(message);
          toast.error(message);
        }}
      />
    );
  }

  const needsCompany = variant === "seller" && !!sellerKind && sellerKind !== "individual";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {variant === "seller" ? (
        <SellerKindField registration={register("sellerKind")} error={errors.sellerKind?.message} />
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.hint}
            required
            className={field.half ? "col-span-1" : "col-span-2"}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
        {needsCompany ? (
          <TextField
            id={`${idPrefix}-companyName`}
            label="Company Name"
            autoComplete="organization"
            required
            className="col-span-2"
            error={errors.companyName?.message}
            {...register("companyName")}
          />
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting} pendingText="Sending OTP…">
        Sign Up
      </SubmitButton>
    </form>
  );
}
