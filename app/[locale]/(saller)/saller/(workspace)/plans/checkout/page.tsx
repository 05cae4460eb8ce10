import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { SandboxCheckoutButtons } from "@/components/seller/billing/sandbox-checkout-buttons";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/auth/errors";
import { formatPaise } from "@/lib/format/money";
import { getSandboxOrder } from "@/lib/payments/sandbox-checkout";
import { sandboxCheckoutParamsSchema } from "@/lib/validation/seller";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Sandbox checkout");

/** The sandbox provider's checkout: no money moves; "pay" and "fail" take the real code path. */
export default async function SandboxCheckoutPage({
  searchParams,
}: PageProps<"/[locale]/saller/plans/checkout">) {
  const seller = await requireSellerPage("/saller/plans");
  const { order } = sandboxCheckoutParamsSchema.parse(await searchParams);
  const order_ = await getSandboxOrder(seller, { orderId: order }).catch((error: unknown) => {
    if (error instanceof AppError || (error as Error).name === "ZodError") notFound();
    throw error;
  });
  const t = await getTranslations("seller.checkout");
  const settled = order_.status === "completed" || order_.status === "refunded";
  return (
    <section className="mx-auto max-w-lg space-y-5 rounded-lg border bg-white p-6 shadow-sm">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">
          {t("sandbox")}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      </header>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("plan")}</dt>
          <dd className="font-semibold">{order_.planName}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("amount")}</dt>
          <dd className="font-semibold">{formatPaise(order_.amountPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("order")}</dt>
          <dd className="font-mono text-xs">{order_.orderId}</dd>
        </div>
      </dl>
      {settled ? (
        <p className="text-sm text-slate-700">
          {t.rich("alreadyPaid", {
            link: (chunks) => <Link href="/saller/billing">{chunks}</Link>,
          })}
        </p>
      ) : (
        <SandboxCheckoutButtons
          orderId={order_.orderId}
          amountLabel={formatPaise(order_.amountPaise)}
        />
      )}
    </section>
  );
}
