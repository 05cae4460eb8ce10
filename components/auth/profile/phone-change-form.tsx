"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { toast } from "@/components/ui/toast";
import { otpCodeSchema, phoneNumberSchema } from "@/lib/validation/auth";
import type { ActionResult } from "@/lib/actions/result";
import { TextField } from "../text-field";
import { FormMessage } from "../form-message";
import { SubmitButton } from "../submit-button";

type PhoneChangeFormProps = {
  currentPhone: string;
  requestAction: (input: {
    phoneNumber: string;
  }) => Promise<ActionResult<{ expiresInSeconds: number }>>;
  confirmAction: (input: {
    phoneNumber: string;
    otp: string;
  }) => Promise<ActionResult<{ phone: string }>>;
};

/** A new mobile number is only saved after the OTP sent to it is entered. */
export function PhoneChangeForm({
  currentPhone,
  requestAction,
  confirmAction,
}: PhoneChangeFormProps) {
  const t = useTranslations("account");
  // The schemas' and the server's messages, in the page's language (FormMessage and the toasts
  // translate what they show; the field labels are translated by TextField).
  const phrase = usePhrase();
  const [phone, setPhone] = useState(currentPhone);
  const [editing, setEditing] = useState(false);
  const [newNumber, setNewNumber] = useState("");
  const [otp, setOtp] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function sendCode(event: React.FormEvent) {
    event.preventDefault();
    const parsed = phoneNumberSchema.safeParse(newNumber);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setPending(true);
    const answer = await requestAction({ phoneNumber: parsed.data });
    setPending(false);
    if (!answer.ok) {
      setError(answer.message);
      toast.error(answer.message);
      return;
    }
    setError(null);
    setCodeSent(true);
    toast.success(`OTP sent to your mobile number: ${parsed.data}`);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(otp);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setPending(true);
    const answer = await confirmAction({ phoneNumber: newNumber, otp: parsed.data });
    setPending(false);
    if (!answer.ok) {
      setError(answer.message);
      toast.error("OTP verification failed. Please try again.");
      return;
    }
    setPhone(answer.data.phone);
    setEditing(false);
    setCodeSent(false);
    setNewNumber("");
    setOtp("");
    setError(null);
    toast.success(answer.message ?? "Mobile number updated");
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{phone}</span>{" "}
          <span className="ml-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            {t("verified")}
          </span>
        </p>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("changeNumber")}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={codeSent ? confirm : sendCode} noValidate className="max-w-md space-y-4">
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <TextField
        id="profile-new-phone"
        label="New Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={newNumber}
        readOnly={codeSent}
        onChange={(e) => setNewNumber(e.target.value)}
      />
      {codeSent ? (
        <TextField
          id="profile-phone-otp"
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          hint="Enter the 6-digit code sent to the new number."
        />
      ) : null}
      <div className="flex gap-3">
        <SubmitButton pending={pending} pendingText="Please wait…">
          {codeSent ? "Verify and Save" : "Send OTP"}
        </SubmitButton>
        <button
          type="button"
          onClick={() => {
            setEditing(false);
            setCodeSent(false);
            setError(null);
          }}
          className="rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {phrase("Cancel")}
        </button>
      </div>
    </form>
  );
}
