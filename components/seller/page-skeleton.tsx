import { usePhrase } from "@/components/i18n/use-phrase";

/** Placeholder blocks drawn while a seller page loads. */
export function PageSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  const phrase = usePhrase();
  return (
    <div role="status" className="space-y-4" aria-busy="true" aria-label={phrase(label)}>
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-20 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}
