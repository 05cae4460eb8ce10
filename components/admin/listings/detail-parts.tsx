import { Link } from "@/components/i18n/link";
import { ALLOWED_FROM } from "@/lib/admin/listings/moderation-rules";
import { formatDate } from "@/lib/format/date";
import { amenityLabel } from "@/lib/format/labels";
import { MODERATION_ACTIONS } from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";
import type { ReactNode } from "react";
import { HistoryList } from "../history-list";
import { Card } from "../ui/card";
import { OwnerCard, type ListingOwner } from "./owner-card";
import { StatusBadge } from "../ui/status-badge";
import { ModerationBar } from "./moderation-bar";

type Moderated = { id: number; status: ListingStatus; featuredUntil: Date | null };

/** "Properties / #42": the way back to an admin list, and the record's id. */
export function BackCrumb({ back, id }: { back: { href: string; label: string }; id: number }) {
  return (
    <p className="text-sm text-slate-500">
      <Link href={back.href} className="hover:underline">
        {back.label}
      </Link>{" "}
      / #{id}
    </p>
  );
}

/**
 * The top of a listing's or project's admin page: the way back to its list, its name and place,
 * its status (and featured period) and, while live, its public page.
 */
export function DetailHeader({
  item,
  back,
  title,
  place,
  publicHref,
  showFeatured = false,
}: {
  item: Moderated;
  back: { href: string; label: string };
  title: string;
  place: (string | null)[];
  publicHref: string;
  showFeatured?: boolean;
}) {
  return (
    <div>
      <BackCrumb back={back} id={item.id} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{place.filter(Boolean).join(", ")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={item.status} />
        {showFeatured && item.featuredUntil && item.featuredUntil > new Date() && (
          <StatusBadge status="featured" label={`Featured to ${formatDate(item.featuredUntil)}`} />
        )}
        {item.status === "active" && (
          <Link href={publicHref} className="text-sm text-brand-700 hover:underline">
            View public page
          </Link>
        )}
      </div>
    </div>
  );
}

/** Why a rejected or blocked listing or project is held back, as its owner reads it. */
export function RejectionNote({
  item,
  reason,
  owner,
}: {
  item: Moderated;
  reason: string | null;
  owner: "seller" | "builder";
}) {
  if (!reason || (item.status !== "rejected" && item.status !== "blocked")) return null;
  return (
    <p role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      Reason shown to the {owner}: {reason}
    </p>
  );
}

/** The moderation buttons this item's status allows, or why there are none. */
export function ModerateCard({
  item,
  kind,
  deletedText,
}: {
  item: Moderated;
  kind: "property" | "project";
  deletedText: string;
}) {
  const actions = MODERATION_ACTIONS.filter(
    (a) =>
      ALLOWED_FROM[a].includes(item.status) && (a !== "unfeature" || item.featuredUntil !== null),
  );
  return (
    <Card title="Moderate">
      {actions.length ? (
        <ModerationBar kind={kind} ids={[item.id]} actions={actions} />
      ) : (
        <p className="text-sm text-slate-500">{deletedText}</p>
      )}
    </Card>
  );
}

/**
 * The body of a listing's or project's admin page: its details (the facts, then the amenities and
 * the description) beside who posted it and its history.
 */
export function DetailColumns({
  facts,
  amenities,
  description,
  ownerTitle,
  owner,
  history,
}: {
  facts: ReactNode;
  amenities: string[];
  description: ReactNode;
  ownerTitle: string;
  owner: ListingOwner;
  history: Parameters<typeof HistoryList>[0]["entries"];
}) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      <Card title="Details" className="lg:col-span-2">
        {facts}
        {amenities.length > 0 && (
          <p className="mt-3 text-sm">
            <span className="font-medium">Amenities: </span>
            {amenities.map(amenityLabel).join(", ")}
          </p>
        )}
        {description}
      </Card>
      <div className="space-y-5">
        <OwnerCard title={ownerTitle} owner={owner} />
        <Card title="History">
          <HistoryList entries={history} />
        </Card>
      </div>
    </div>
  );
}
