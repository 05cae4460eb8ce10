"use client";

import {
  AccountDetailsStep,
  ENQUIRY_WHO,
  type EnquirySender,
} from "@/components/enquiry/account-details-step";
import { GuestDetailsStep } from "@/components/enquiry/guest-details-step";
import { useLoadOnUse } from "@/components/ui/use-load-on-use";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";

const loadForm = () => import("@/components/enquiry/enquiry-form");
const ignore = () => undefined;

/**
 * The enquiry form as the page first shows it: the same fields, without their code. The form's
 * code (checks, the OTP steps, sending) loads when the visitor first reaches for it — pointer over
 * it, a touch, a field focused or Send pressed — and takes over with what they typed.
 */
export function EnquiryFormOnUse({
  targetType,
  targetId,
  sender,
  defaultMessage,
}: {
  targetType: EnquiryTarget;
  targetId: number;
  sender: EnquirySender | null;
  defaultMessage: string;
}) {
  const { live, triggers } = useLoadOnUse(loadForm);
  const who = ENQUIRY_WHO[targetType];
  let form: React.ReactNode;
  if (live) {
    const { EnquiryForm } = live.module;
    form = (
      <EnquiryForm
        targetType={targetType}
        targetId={targetId}
        sender={sender}
        defaultMessage={defaultMessage}
        initial={live.carried.values}
      />
    );
  } else if (sender) {
    form = (
      <AccountDetailsStep
        sender={sender}
        who={who}
        message={defaultMessage}
        pending={false}
        error={null}
      />
    );
  } else {
    form = (
      <GuestDetailsStep
        who={who}
        typed={{ name: "", phoneNumber: "", email: "", message: defaultMessage }}
        errors={{}}
        failure={null}
        asking={false}
        onSubmit={ignore}
        onChange={ignore}
        onFocus={ignore}
      />
    );
  }
  return <div {...triggers}>{form}</div>;
}
