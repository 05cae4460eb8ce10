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

function parse(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: json };
  }
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** What changed: keys whose value differs between before and after (all of `after` when new). */
export function changesOf(
  beforeJson: string | null,
  afterJson: string | null,
): [string, string, string][] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => [key, show(before[key]), show(after[key])]);
}

export function ChangeList({ before, after }: { before: string | null; after: string | null }) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span className="text-slate-400">no field changes</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map(([key, from, to]) => (
        <li key={key}>
          <span className="font-medium text-slate-700">{key}</span>:{" "}
          <span className="text-slate-500 line-through decoration-slate-300">{from}</span> →{" "}
          <span className="text-slate-900">{to}</span>
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
            <span className="font-medium">{entry.action}</span> by{" "}
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
