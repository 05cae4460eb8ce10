import { Link } from "@/components/i18n/link";
import { formatIndianNumber } from "@/lib/format/money";

export function StatCard({
  label,
  total,
  active,
  href,
}: {
  label: string;
  total: number;
  active: number;
  href: string;
}) {
  return (
    <Link
      href={href}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
    >
      <p className="text-sm text-slate-500">{label}</p>
      <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${label.toLowerCase()}`}>
        {formatIndianNumber(total)}
      </p>
      <p className="text-xs text-emerald-700">{formatIndianNumber(active)} active</p>
    </Link>
  );
}
