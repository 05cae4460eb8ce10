import { humanize } from "@/lib/format/labels";

const TONES: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  approved: "bg-emerald-100 text-emerald-800",
  completed: "bg-emerald-100 text-emerald-800",
  closed: "bg-slate-200 text-slate-700",
  pending: "bg-amber-100 text-amber-800",
  created: "bg-amber-100 text-amber-800",
  new: "bg-sky-100 text-sky-800",
  in_progress: "bg-indigo-100 text-indigo-800",
  draft: "bg-slate-100 text-slate-700",
  paused: "bg-slate-100 text-slate-700",
  rejected: "bg-rose-100 text-rose-800",
  failed: "bg-rose-100 text-rose-800",
  blocked: "bg-red-600 text-white",
  deleted: "bg-slate-300 text-slate-700",
  refunded: "bg-violet-100 text-violet-800",
  sold: "bg-teal-100 text-teal-800",
  rented: "bg-teal-100 text-teal-800",
  expired: "bg-slate-200 text-slate-700",
  archived: "bg-slate-200 text-slate-700",
  verified: "bg-emerald-100 text-emerald-800",
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${
        TONES[status] ?? "bg-slate-100 text-slate-700"
      }`}
    >
      {label ?? humanize(status)}
    </span>
  );
}
