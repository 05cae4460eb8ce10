import { cn } from "./cn";

/** A grey placeholder drawn while one block of a page streams in. */
export function Skeleton({
  label,
  lines = 3,
  className = "",
}: {
  /** What is loading, for screen readers ("Loading recent payments"). */
  label: string;
  lines?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn("space-y-2", className)}>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className={cn(
            "h-5 animate-pulse rounded bg-slate-200",
            i === lines - 1 && lines > 1 && "w-2/3",
          )}
        />
      ))}
    </div>
  );
}
