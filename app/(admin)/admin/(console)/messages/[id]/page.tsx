import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { ThreadPage } from "@/components/messages/thread-page";
import { PageHeader } from "@/components/admin/ui/page-header";
import { NotFoundError } from "@/lib/auth/errors";
import { adminPageActor } from "@/lib/admin/session";
import { participantFromActor } from "@/lib/messages/participant";
import { getThreadView, type ThreadView } from "@/lib/messages/read-thread";
import { threadIdSchema } from "@/lib/validation/messages";

export const metadata: Metadata = { title: "Conversation" };

/** An admin reads a conversation (read-only; the buyer's number in full). */
export default async function AdminThreadPage({ params }: PageProps<"/admin/messages/[id]">) {
  const admin = await adminPageActor();
  const id = threadIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  let thread: ThreadView;
  try {
    thread = await getThreadView(participantFromActor(admin), id.data);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  return (
    <>
      <Link href="/admin/messages" className="text-sm text-brand-700 hover:underline">
        ← Conversations
      </Link>
      <PageHeader
        title={thread.subject}
        description={`${thread.buyerName} and ${thread.sellerName}`}
      />
      <ThreadPage thread={thread} otherName={thread.buyerName} />
    </>
  );
}
