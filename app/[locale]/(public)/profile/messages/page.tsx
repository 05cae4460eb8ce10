import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { redirect } from "next/navigation";
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

/** The buyer's conversations: a signed-in account, or a guest who confirmed their number. */
export default async function MessagesPage() {
  const p = await currentParticipant();
  if (!p) redirect("/");
  const threads = await listBuyerThreads(p);
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold text-slate-900">My messages</h1>
      <p className="mb-6 mt-1 text-slate-600">
        Your enquiries and the sellers&apos; replies. Your number stays private until you share it.
      </p>
      <ThreadList
        threads={threads}
        hrefFor={(id) => `/profile/messages/${id}`}
        showStatus
        empty="No messages yet. Send an enquiry from a listing and the conversation appears here."
      />
    </main>
  );
}
