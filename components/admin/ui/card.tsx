import { cn } from "@/components/ui/cn";

export function Card({
  title,
  actions,
  children,
  className = "",
}: {
  title?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-lg border border-slate-200 bg-white p-4 shadow-sm", className)}>
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A definition list of label → value pairs, in one or two columns. */
export function Facts({
  items,
  columns = 2,
}: {
  items: [string, React.ReactNode][];
  columns?: 1 | 2;
}) {
  return (
    <dl
      className={cn("grid grid-cols-1 gap-x-6 gap-y-2 text-sm", columns === 2 && "sm:grid-cols-2")}
    >
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 text-right font-medium text-slate-900 [overflow-wrap:anywhere]">
            {value ?? "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
