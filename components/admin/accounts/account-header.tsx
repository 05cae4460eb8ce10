import { BackCrumb } from "../listings/detail-parts";
import { StatusBadge } from "../ui/status-badge";

/**
 * The head of an account's admin page: the way back to its list, the name, the status badge,
 * the account's actions and, for a blocked account, why. Sellers add their kind and badges.
 */
export function AccountHeader({
  list,
  account,
  subtitle,
  badges,
  actions,
}: {
  list: { href: string; label: string };
  account: { id: number; name: string; status: string; blockedReason: string | null };
  /** Under the name (a seller's kind and company). */
  subtitle?: React.ReactNode;
  /** After the status badge (a seller's "Verified", the public broker page). */
  badges?: React.ReactNode;
  /** The account's actions (block, verify…), on the right. */
  actions?: React.ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <BackCrumb back={list} id={account.id} />
          <h1 className="text-2xl font-bold text-slate-900">{account.name}</h1>
          {subtitle ? <p className="text-slate-600">{subtitle}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={account.status} />
            {badges}
          </div>
        </div>
        {actions}
      </div>
      {account.blockedReason && (
        <p
          role="note"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          Blocked: {account.blockedReason}
        </p>
      )}
    </>
  );
}
