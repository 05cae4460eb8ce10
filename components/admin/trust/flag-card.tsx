import { Link } from "@/components/i18n/link";
import { formatDate } from "@/lib/format/date";
import { formatINR } from "@/lib/format/money";
import { FLAG_LABELS } from "@/lib/trust/fake-rules";
import type { FlaggedListing, OpenFlag } from "@/lib/trust/flag-queue";
import { FlagDecision } from "./flag-decision";

function ListingSide({ l, label }: { l: FlaggedListing; label: string }) {
  return (
    <div className="min-w-0 flex-1 rounded-md border border-slate-200 p-3">
      <p className="text-xs font-semibold uppercase text-slate-500">{label}</p>
      {l.coverUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an admin's evidence thumbnail
        <img
          src={l.coverUrl}
          alt={`Photo of ${l.title}`}
          className="mt-2 h-28 w-full rounded object-cover"
        />
      ) : null}
      <p className="mt-2 font-medium">
        <Link href={`/admin/properties/${l.id}`} className="text-brand-700 hover:underline">
          #{l.id} {l.title}
        </Link>
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2 text-xs text-slate-600">
        <dt>Price</dt>
        <dd>{formatINR(l.price)}</dd>
        <dt>Area</dt>
        <dd>{l.areaSqft} sq ft</dd>
        <dt>Place</dt>
        <dd>{l.place}</dd>
        <dt>Seller</dt>
        <dd>
          {l.sellerName} ({l.postedBy})
        </dd>
        <dt>Status</dt>
        <dd>{l.status}</dd>
        <dt>Posted</dt>
        <dd>{formatDate(l.postedAt)}</dd>
      </dl>
    </div>
  );
}

function Evidence({ flag }: { flag: OpenFlag }) {
  const e = flag.evidence;
  if (flag.kind === "same_photo" && typeof e.mine === "string" && typeof e.theirs === "string") {
    return (
      <div className="flex gap-2" aria-label="The two photos">
        {/* eslint-disable-next-line @next/next/no-img-element -- evidence side by side */}
        <img
          src={e.mine}
          alt="Photo on the flagged listing"
          className="h-24 w-36 rounded object-cover"
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- evidence side by side */}
        <img
          src={e.theirs}
          alt="Photo on the other listing"
          className="h-24 w-36 rounded object-cover"
        />
        <p className="text-xs text-slate-600">{String(e.distance)} of 64 bits differ</p>
      </div>
    );
  }
  if (flag.kind === "low_price") {
    return (
      <p className="text-sm text-slate-700">
        {formatINR(Number(e.pricePerSqft))}/sq ft against a {String(e.scope)} median of{" "}
        {formatINR(Number(e.median))}/sq ft ({String(e.month)})
      </p>
    );
  }
  if (flag.kind === "many_owner_listings" && Array.isArray(e.listings)) {
    const names = Array.isArray(e.ownerNames) ? (e.ownerNames as string[]) : [];
    return (
      <p className="text-sm text-slate-700">
        {e.listings.length} live or pending owner listings
        {names.length ? `; owners named on documents: ${names.join(", ")}` : ""}
      </p>
    );
  }
  if (flag.kind === "shared_phone" && Array.isArray(e.accounts)) {
    return (
      <p className="text-sm text-slate-700">
        The phone was also verified by account{e.accounts.length === 1 ? "" : "s"}{" "}
        {(e.accounts as number[]).map((id) => `#${id}`).join(", ")}
      </p>
    );
  }
  return null;
}

/** One flag: what was found, both listings side by side, and the admin's choices. */
export function FlagCard({ flag }: { flag: OpenFlag }) {
  return (
    <li
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={`Flag #${flag.id}`}
    >
      <p className="font-semibold text-slate-900">
        {FLAG_LABELS[flag.kind]}{" "}
        <span className="text-xs font-normal text-slate-500">
          raised {formatDate(flag.createdAt)}
        </span>
      </p>
      <Evidence flag={flag} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <ListingSide l={flag.listing} label="Flagged listing" />
        {flag.other ? <ListingSide l={flag.other} label="Other listing" /> : null}
      </div>
      <FlagDecision
        flagId={flag.id}
        canMerge={flag.other !== null}
        canRelabel={flag.listing.postedBy === "individual"}
      />
    </li>
  );
}
