import { MessagesSquare } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { buttonClass } from "@/components/ui/button";
import { formatDate } from "@/lib/format/date";

/** Instead of the form, for a visitor who already enquired: when, and the way to the thread. */
export function PreviousEnquiryNote({ at, threadId }: { at: string; threadId: number }) {
  return (
    <div className="space-y-3">
      <p className="text-slate-800">You enquired on {formatDate(at)}.</p>
      <Link href={`/profile/messages/${threadId}`} className={buttonClass("primary")}>
        <MessagesSquare aria-hidden className="size-4" /> Open the conversation
      </Link>
    </div>
  );
}
