import { EnquiryForm } from "@/components/enquiry/enquiry-form";
import { getCurrentActor } from "@/lib/auth/current-user";
import type { EnquiryTarget } from "@/lib/validation/lead";

/** "+919876543210" → "+91 98765 43210". */
function displayPhone(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** The enquiry box; reads the session, so render it inside <Suspense>. */
export async function EnquiryPanel({
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
  const actor = await getCurrentActor();
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
      <EnquiryForm
        targetType={targetType}
        targetId={targetId}
        defaultMessage={defaultMessage}
        sender={
          actor
            ? {
                name: `${actor.firstName} ${actor.lastName}`.trim(),
                phone: displayPhone(actor.phone),
                email: actor.email,
              }
            : null
        }
      />
    </section>
  );
}

export function EnquiryPanelSkeleton() {
  return <div aria-hidden className="h-56 animate-pulse rounded-xl bg-slate-200" />;
}
