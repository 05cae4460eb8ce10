"use client";

import { ENQUIRY_WHO } from "@/components/enquiry/account-details-step";
import { EnquiryFormOnUse } from "@/components/enquiry/enquiry-form-on-use";
import { GuestEnquiryIntro } from "@/components/enquiry/guest-enquiry-intro";
import { PreviousEnquiryNote } from "@/components/enquiry/previous-enquiry-note";
import { usePreviousEnquiry } from "@/components/enquiry/use-previous-enquiry";
import { ViewPhoneButton } from "@/components/enquiry/view-phone-button";
import { useVisitorState } from "@/components/visitor/use-visitor-state";
import type { EnquiryTarget } from "@/lib/validation/lead";

/**
 * The enquiry box. The page around it is cached for everyone; who is sending (a signed-in
 * account, or a guest who confirms a mobile number) is asked after the page loads, in the
 * same request as the listing's saved state.
 */
export function EnquiryPanel({
  title,
  targetType,
  targetId,
  defaultMessage,
}: {
  title: string;
  targetType: EnquiryTarget;
  targetId: number;
  defaultMessage: string;
}) {
  // On a listing page the heart asks for the same listing: one request answers both.
  const visitor = useVisitorState(targetType === "property" ? targetId : undefined);
  const ready = visitor.status === "ready";
  const earlier = usePreviousEnquiry(
    { type: targetType, id: targetId },
    ready && visitor.signedIn,
    ready,
  );
  return (
    <section
      aria-labelledby={`enquiry-${targetType}-${targetId}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`enquiry-${targetType}-${targetId}`}
        className="mb-3 text-lg font-bold text-slate-900"
      >
        {title}
      </h2>
      {visitor.status === "loading" || earlier.loading ? (
        <div className="space-y-3">
          {/* A guest's form starts with this text: it is there from the first paint on. */}
          {visitor.status === "ready" && !visitor.signedIn ? (
            <GuestEnquiryIntro who={ENQUIRY_WHO[targetType]} guestOnly />
          ) : null}
          <div aria-hidden className="h-40 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : earlier.previous ? (
        <PreviousEnquiryNote at={earlier.previous.at} threadId={earlier.previous.threadId} />
      ) : (
        <EnquiryFormOnUse
          key={visitor.sender ? "account" : "guest"}
          targetType={targetType}
          targetId={targetId}
          defaultMessage={defaultMessage}
          sender={visitor.sender}
        />
      )}
      {ready ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <ViewPhoneButton
            targetType={targetType}
            targetId={targetId}
            signedIn={visitor.signedIn}
          />
        </div>
      ) : null}
    </section>
  );
}
