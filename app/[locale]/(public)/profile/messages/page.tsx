import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { pagePath } from "@/lib/auth/page-guards";
import { GuestAccessGate } from "@/components/messages/guest-access-gate";
import { ThreadList } from "@/components/messages/thread-list";
import { listBuyerThreads } from "@/lib/messages/list-threads";
import { currentParticipant } from "@/lib/messages/participant";

/** Per visitor: the guard runs before any byte is sent. */
export const instant = false;

const metadata: Metadata = {
  title: "My messages",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

/**
 * The buyer's conversations: a signed-in account, or a guest who confirmed their number. Anyone
 * else is asked to confirm their number with an OTP or to log in, and comes back here.
 */
export default async function MessagesPage() {
  const p = await currentParticipant();
  if (!p) return <GuestAccessGate about="list" returnTo={await pagePath("/profile/messages")} />;
  const [threads, t] = await Promise.all([listBuyerThreads(p), getTranslations("account")]);
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold text-slate-900">{t("messagesTitle")}</h1>
      <p className="mb-6 mt-1 text-slate-600">{t("messagesIntro")}</p>
      <ThreadList
        threads={threads}
        hrefFor={(id) => `/profile/messages/${id}`}
        showStatus
        empty={t("noMessages")}
      />
    </main>
  );
}
