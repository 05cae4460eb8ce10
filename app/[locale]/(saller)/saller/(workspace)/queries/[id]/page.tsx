import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ThreadPage } from "@/components/messages/thread-page";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { NotFoundError } from "@/lib/auth/errors";
import { participantFromActor } from "@/lib/messages/participant";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { getThreadView, type ThreadView } from "@/lib/messages/read-thread";
import { threadIdSchema } from "@/lib/validation/messages";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Conversation");

/** A conversation with a buyer, opened from the enquiries list (404 unless it is the seller's). */
export default async function SellerThreadPage({
  params,
}: PageProps<"/[locale]/saller/queries/[id]">) {
  const { id: raw, locale } = await params;
  const seller = await requireSellerPage(`/saller/queries/${raw}`);
  const id = threadIdSchema.safeParse(raw);
  if (!id.success) notFound();
  let thread: ThreadView;
  try {
    thread = await getThreadView(
      participantFromActor(seller),
      id.data,
      isLocale(locale) ? locale : DEFAULT_LOCALE,
    );
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  if (thread.role !== "seller") notFound();
  const t = await getTranslations("seller.leads");
  return (
    <section className="space-y-4">
      <Link href="/saller/queries/manage" className="text-sm text-brand-700 hover:underline">
        ← {t("title")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">
        {thread.buyerName} · {thread.subject}
      </h1>
      <ThreadPage thread={thread} otherName={thread.buyerName} />
    </section>
  );
}
