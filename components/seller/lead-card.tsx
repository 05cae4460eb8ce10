"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageCircle, MessagesSquare, Phone } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useListingTitle } from "@/components/i18n/use-listing-title";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { toast } from "@/components/ui/toast";
import { Select, Textarea } from "@/components/listing-form/form-controls";
import type { SellerLead } from "@/lib/leads/seller-leads";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "@/lib/validation/seller";
import { displayPhone, telHref, whatsappHref } from "./contact-links";
import { dataOrThrow } from "@/lib/actions/result";
import { updateSellerLeadAction } from "@/lib/leads/actions";
import { Button, buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/date";

/** One enquiry: who, about what, how to reach them, and the seller's status + private note. */
export function LeadCard({ lead }: { lead: SellerLead }) {
  const t = useTranslations("seller.leads");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const listingTitle = useListingTitle();
  // A listing's title as listing cards word it; a project's name as typed.
  const about = lead.about && lead.propertyId !== null ? listingTitle(lead.about) : lead.about;
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? "");
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => dataOrThrow(updateSellerLeadAction(lead.id, { status, note })),
    onSuccess: () => {
      toast.success("Enquiry updated.");
      void client.invalidateQueries({ queryKey: ["seller", "leads"] });
    },
    onError: (e) => toast.error((e as Error).message),
  });
  const greeting = about
    ? t("greetingAbout", { name: lead.name, about })
    : t("greeting", { name: lead.name });
  const changed = status !== lead.status || note !== (lead.note ?? "");

  return (
    <article
      aria-label={t("from", { name: lead.name })}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${lead.unread ? "border-l-4 border-l-accent-500" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">
            {lead.name}
            {lead.unread ? (
              <span className="ml-2 rounded bg-accent-500 px-1.5 py-0.5 text-xs font-bold text-ink">
                {t("unread")}
              </span>
            ) : null}
          </h2>
          <p className="text-xs text-slate-500">
            {formatDateTime(lead.createdAt, locale)} · {about ? t("about", { about }) : t("direct")}
            {lead.source === "phone" ? ` · ${t("viewedPhone")}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {lead.threadId ? (
            <Link
              href={`/saller/queries/${lead.threadId}`}
              className={buttonClass("primary")}
              aria-label={t("openWith", { name: lead.name })}
            >
              <MessagesSquare className="h-4 w-4" aria-hidden /> {t("open")}
            </Link>
          ) : null}
          {lead.phoneShared ? (
            <>
              <a
                href={telHref(lead.phone)}
                className={buttonClass("secondary")}
                aria-label={t("call", { name: lead.name })}
              >
                <Phone className="h-4 w-4" aria-hidden /> {displayPhone(lead.phone)}
              </a>
              <a
                href={whatsappHref(lead.phone, greeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("secondary")}
                aria-label={`WhatsApp ${lead.name}`}
              >
                <MessageCircle className="h-4 w-4 text-green-600" aria-hidden /> WhatsApp
              </a>
            </>
          ) : (
            <span
              className="inline-flex items-center gap-1 px-2 text-sm text-slate-600"
              title={t("phoneHidden")}
            >
              <Phone className="h-4 w-4" aria-hidden /> {lead.phone}
            </span>
          )}
        </div>
      </div>
      {lead.email ? (
        <p className="mt-1 text-sm">
          <a href={`mailto:${lead.email}`} className="text-brand-600 underline">
            {lead.email}
          </a>
        </p>
      ) : null}
      {lead.message ? (
        <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{lead.message}</p>
      ) : null}
      <form
        className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label className="text-xs font-medium text-slate-600">
          {t("status")}
          <Select
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus)}
            className="mt-1"
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s} disabled={lead.status !== "new" && s === "new"}>
                {phrase(LEAD_STATUS_LABELS[s])}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          {t("note")}
          <Textarea
            rows={1}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="mt-1"
          />
        </label>
        <Button type="submit" variant="primary" disabled={save.isPending || !changed}>
          {phrase(save.isPending ? "Saving…" : "Save")}
        </Button>
      </form>
    </article>
  );
}
