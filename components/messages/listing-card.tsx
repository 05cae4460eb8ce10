import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import type { ThreadCard } from "@/lib/messages/thread-card";

const GONE = ["sold", "rented", "paused", "expired", "removed"] as const;
type Gone = (typeof GONE)[number];

function isGone(status: string | null): status is Gone {
  return (GONE as readonly (string | null)[]).includes(status);
}

/** The listing, project or agent the conversation is about, at the top of the thread. */
export function ListingCard({ card }: { card: ThreadCard }) {
  const t = useTranslations("conversation");
  const badge = isGone(card.status) ? t(`gone.${card.status}`) : undefined;
  return (
    <div
      aria-label={t("aboutThis")}
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      role="group"
    >
      {card.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from our own /media
        <img
          src={card.photo}
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 rounded-md object-cover"
        />
      ) : (
        <div aria-hidden className="h-18 w-24 rounded-md bg-slate-100" />
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">
          {card.href ? (
            <Link href={card.href} className="hover:underline">
              {card.title}
            </Link>
          ) : (
            card.title
          )}
          {badge ? (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              {badge}
            </span>
          ) : null}
        </p>
        {card.price ? <p className="text-sm font-medium text-brand-700">{card.price}</p> : null}
        {card.place ? <p className="truncate text-sm text-slate-600">{card.place}</p> : null}
      </div>
    </div>
  );
}
