import { Link } from "@/components/i18n/link";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { Td } from "@/components/admin/ui/table";

/** An account list's first cell: the name, linking to the account, and the e-mail under it. */
export function AccountName({ href, name, email }: { href: string; name: string; email: string }) {
  return (
    <Td>
      <Link href={href} className="font-medium text-brand-700 hover:underline">
        {name}
      </Link>
      <p className="text-xs text-slate-500">{email}</p>
    </Td>
  );
}

/** An account's status badge with, for a blocked account, why (cut short, whole on hover). */
export function AccountStatus({
  status,
  blockedReason,
  children,
}: {
  status: string;
  blockedReason: string | null;
  /** More badges between the status and the reason (a seller's "Verified"). */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={status} />
      {children}
      {blockedReason && (
        <p className="max-w-44 truncate text-xs text-slate-500" title={blockedReason}>
          {blockedReason}
        </p>
      )}
    </div>
  );
}
