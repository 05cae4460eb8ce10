"use client";

import { EnquiryForm } from "@/components/enquiry/enquiry-form";
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
      {visitor.status === "loading" ? (
        <div aria-hidden className="h-40 animate-pulse rounded-lg bg-slate-100" />
      ) : (
        <EnquiryForm
          key={visitor.sender ? "account" : "guest"}
          targetType={targetType}
          targetId={targetId}
          defaultMessage={defaultMessage}
          sender={visitor.sender}
        />
      )}
    </section>
  );
}

export function EnquiryPanelSkeleton() {
  return <div aria-hidden className="h-56 animate-pulse rounded-xl bg-slate-200" />;
}
