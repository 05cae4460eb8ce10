import { cn } from "@/components/ui/cn";

/** Table pieces with one look across the console. */
export function Table({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    // A narrow screen scrolls the table sideways: the region takes focus so a keyboard can too.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-ring"
    >
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        {children}
      </table>
    </div>
  );
}

export function Th({
  children,
  className = "",
}: {
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700",
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({
  children,
  className = "",
}: {
  children?: React.ReactNode;
  className?: string;
}) {
  return <td className={cn("px-3 py-2 align-top text-slate-800", className)}>{children}</td>;
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/**
 * A console list: the column headings, one row per item drawn by `children`, and `empty` when
 * there are none. Each screen keeps its own columns.
 */
export function ListTable<Row>({
  label,
  headers,
  rows,
  empty,
  children,
}: {
  label: string;
  headers: readonly string[];
  rows: readonly Row[];
  empty: React.ReactNode;
  children: (row: Row) => React.ReactNode;
}) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          {headers.map((h) => (
            <Th key={h}>{h}</Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && <EmptyRow colSpan={headers.length}>{empty}</EmptyRow>}
        {rows.map(children)}
      </tbody>
    </Table>
  );
}
