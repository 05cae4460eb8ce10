import { getLocale, getTranslations } from "next-intl/server";
import { getPhrase } from "@/lib/i18n/server-phrase";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { BillingDetailsForm } from "@/components/seller/billing/billing-details-form";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { formatPaise } from "@/lib/format/money";
import {
  billingDetailsDraft,
  getBillingDetails,
  listSellerPayments,
} from "@/lib/payments/seller-billing";
import { formatDateTime } from "@/lib/format/date";
import { sellerBillingParamsSchema } from "@/lib/validation/seller";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Billing");

const STATUS_LABELS: Record<string, string> = {
  created: "Not paid",
  pending: "Processing",
  completed: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

export default async function SellerBillingPage({
  searchParams,
}: PageProps<"/[locale]/saller/billing">) {
  const seller = await requireSellerPage("/saller/billing");
  const { paid } = sellerBillingParamsSchema.parse(await searchParams);
  const [rows, details, t, phrase, found] = await Promise.all([
    listSellerPayments(seller),
    getBillingDetails(seller),
    getTranslations("seller.billing"),
    getPhrase(),
    getLocale(),
  ]);
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  const initial = details ?? (await billingDetailsDraft(seller));
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">
          {t.rich("intro", { link: (chunks) => <Link href="/saller/plans">{chunks}</Link> })}
        </p>
      </header>
      {paid ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
        >
          {t("paid")}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border bg-white shadow-sm">
        <table className="min-w-full text-sm" aria-label={t("payments")}>
          <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="px-3 py-2">{t("date")}</th>
              <th className="px-3 py-2">{t("plan")}</th>
              <th className="px-3 py-2 text-right">{t("amount")}</th>
              <th className="px-3 py-2">{t("status")}</th>
              <th className="px-3 py-2">{t("invoice")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
                  {t("none")}
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.id} data-payment-id={r.id}>
                <td className="whitespace-nowrap px-3 py-2">
                  {formatDateTime(r.paidAt ?? r.createdAt, locale)}
                </td>
                <td className="px-3 py-2">{r.planName ?? "—"}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {formatPaise(r.amountPaise)}
                </td>
                <td className="px-3 py-2">
                  <span data-status={r.status}>{phrase(STATUS_LABELS[r.status] ?? r.status)}</span>
                  {r.status === "failed" && r.failureReason ? (
                    <span className="block text-xs text-slate-500">{phrase(r.failureReason)}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {r.invoiceId ? (
                    <a
                      href={`/api/invoices/${r.invoiceId}`}
                      download
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {t("downloadInvoice", { number: r.invoiceNumber ?? "" })}
                    </a>
                  ) : (
                    "—"
                  )}
                  {r.creditNoteId ? (
                    <a
                      href={`/api/credit-notes/${r.creditNoteId}`}
                      download
                      className="mt-1 block font-medium text-brand-700 hover:underline"
                    >
                      {t("downloadCreditNote", { number: r.creditNoteNumber ?? "" })}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="billing-details" className="space-y-2">
        <h2 id="billing-details" className="text-lg font-semibold text-slate-900">
          {t("details")}
        </h2>
        <p className="text-sm text-slate-600">{details ? t("detailsSaved") : t("detailsFirst")}</p>
        <BillingDetailsForm initial={initial} submitLabel={phrase("Save billing details")} />
      </section>
    </section>
  );
}
