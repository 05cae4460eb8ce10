import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { ThreadView } from "@/lib/messages/read-thread";
import { BuyerControls } from "./buyer-controls";
import { ListingCard } from "./listing-card";
import { ThreadMessages } from "./thread-view";
import { VisitPanel } from "./visit-panel";

/**
 * One conversation, for whichever side is reading: the listing on top, the lead's status in
 * plain words, the buyer's number (masked for the seller until shared), the visit, the messages.
 */
export function ThreadPage({ thread, otherName }: { thread: ThreadView; otherName: string }) {
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  return (
    <div className="space-y-4">
      <ListingCard card={thread.card} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p>
          {t.rich("status", {
            status: phrase(thread.status),
            strong: (chunks) => <strong data-testid="thread-status">{chunks}</strong>,
          })}
        </p>
        {thread.role !== "buyer" ? (
          <p>
            {t("buyer", { name: thread.buyerName })} ·{" "}
            <span aria-label={t("buyerPhone")}>{thread.buyerPhone}</span>
            {thread.role === "seller" && !thread.phoneShared ? (
              <span className="text-slate-500"> {t("phoneMasked")}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      {thread.role === "buyer" ? (
        <BuyerControls
          threadId={thread.id}
          phoneShared={thread.phoneShared}
          blocked={thread.blocked}
          reported={thread.reported}
          texts={thread.buyerSms}
        />
      ) : null}
      {thread.role !== "admin" ? (
        <VisitPanel
          threadId={thread.id}
          role={thread.role}
          visits={thread.visits}
          readOnly={thread.lock.readOnly}
        />
      ) : null}
      <ThreadMessages thread={thread} otherName={otherName} />
    </div>
  );
}
