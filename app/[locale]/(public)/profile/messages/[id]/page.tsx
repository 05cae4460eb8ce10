import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { notFound, redirect } from "next/navigation";
import { pagePath } from "@/lib/auth/page-guards";
import { GuestAccessGate } from "@/components/messages/guest-access-gate";
import { ThreadPage } from "@/components/messages/thread-page";
import { NotFoundError } from "@/lib/auth/errors";
import { currentParticipant } from "@/lib/messages/participant";
import { isLocale } from "@/lib/i18n/locales";
import { getThreadView, type ThreadView } from "@/lib/messages/read-thread";
import { threadIdSchema } from "@/lib/validation/messages";

export const instant = false;

const metadata: Metadata = {
  title: "Conversation",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

/**
 * One conversation for its buyer (404 for anyone else, as for a thread that does not exist). A
 * visitor nobody is signed in as (the reply's e-mail opened in another browser) is asked to
 * confirm their number with an OTP or to log in, and comes back to it.
 */
export default async function BuyerThreadPage({
  params,
}: PageProps<"/[locale]/profile/messages/[id]">) {
  const id = threadIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const p = await currentParticipant();
  if (!p) {
    return (
      <GuestAccessGate about="thread" returnTo={await pagePath(`/profile/messages/${id.data}`)} />
    );
  }
  const [t, current] = await Promise.all([getTranslations("account"), getLocale()]);
  let thread: ThreadView;
  try {
    thread = await getThreadView(p, id.data, isLocale(current) ? current : "en");
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  if (thread.role === "seller") redirect(await pagePath(`/saller/queries/${thread.id}`));
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <Link href="/profile/messages" className="text-sm text-brand-700 hover:underline">
        ← {t("messagesTitle")}
      </Link>
      <h1 className="mb-4 mt-2 text-2xl font-bold text-slate-900">
        {thread.sellerName} · {thread.subject}
      </h1>
      <ThreadPage thread={thread} otherName={thread.sellerName} />
    </main>
  );
}
