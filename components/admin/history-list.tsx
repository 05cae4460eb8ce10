import { auditActionLabel, auditChanges } from "@/lib/audit/audit-changes";
import { formatDateTime } from "@/lib/format/date";

type Entry = {
  id: number;
  action: string;
  actorName: string | null;
  reason: string | null;
  before: string | null;
  after: string | null;
  createdAt: Date;
};

export function ChangeList({ before, after }: { before: string | null; after: string | null }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-500">no field changes</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map(({ field, from, to }) => (
        <li key={field}>
          <span className="font-medium text-slate-700">{field}</span>:{" "}
          {from !== null && to !== null ? (
            <>
              <span className="text-slate-500 line-through decoration-slate-300">{from}</span> →{" "}
              <span className="text-slate-900">{to}</span>
            </>
          ) : (
            <span className="text-slate-900">{to ?? from}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The audit trail of one record, newest first. */
export function HistoryList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">No admin actions yet.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-slate-200 pl-3 text-sm">
          <p>
            <span className="font-medium">{auditActionLabel(entry.action)}</span> by{" "}
            {entry.actorName ?? "a deleted admin"}
            <span className="text-slate-500"> · {formatDateTime(entry.createdAt)}</span>
          </p>
          {entry.reason && <p className="text-slate-700">Reason: {entry.reason}</p>}
          <ChangeList before={entry.before} after={entry.after} />
        </li>
      ))}
    </ol>
  );
}
