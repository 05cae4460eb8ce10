import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { CheckCircle2, MessagesSquare } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { buttonClass } from "@/components/ui/button";

/** After an enquiry: the confirmation and the way into the conversation it opened. */
export function EnquirySent({ message, threadId }: { message: string; threadId?: number }) {
  const t = useTranslations("enquiry");
  const phrase = usePhrase();
  return (
    <div role="status" className="space-y-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
      <p className="flex items-start gap-2">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" /> {phrase(message)}
      </p>
      {threadId ? (
        <Link href={`/profile/messages/${threadId}`} className={buttonClass("secondary")}>
          <MessagesSquare aria-hidden className="size-4" /> {t("openConversation")}
        </Link>
      ) : null}
    </div>
  );
}
