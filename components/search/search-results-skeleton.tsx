/** One grey block of the results skeleton. */
function Block({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-slate-200 ${className}`} />;
}

/**
 * The results page while a search loads: the filter column, heading and toolbar, and property
 * cards drawn as grey blocks in the same grid as SearchResultsView, so the page does not jump
 * when the results arrive.
 */
export function SearchResultsSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <main
      className="mx-auto max-w-7xl px-4 py-6"
      role="status"
      aria-busy="true"
      aria-label="Loading results"
      data-testid="results-loading"
    >
      <div className="grid gap-6 md:grid-cols-[280px_1fr]">
        <aside className="hidden space-y-5 rounded-xl border border-slate-200 bg-white p-4 md:block">
          <Block className="h-5 w-20" />
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Block className="h-4 w-28" />
              <Block className="h-9 w-full" />
            </div>
          ))}
        </aside>
        <section className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="space-y-2">
              <Block className="h-8 w-72 max-w-full" />
              <Block className="h-4 w-40" />
            </div>
            <div className="flex gap-3">
              <Block className="h-9 w-28" />
              <Block className="h-9 w-36" />
            </div>
          </div>
          <Block className="h-4 w-24" />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: cards }, (_, i) => (
              <li key={i} className="card">
                <div className="card-photo animate-pulse" />
                <div className="card-body">
                  <Block className="h-6 w-32" />
                  <Block className="h-4 w-full" />
                  <Block className="h-4 w-2/3" />
                  <Block className="h-4 w-1/2" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
