/**
 * The console frame stays; the page area shows skeleton rows while the server renders.
 * Used as loading.tsx on list screens only: a loading boundary above a detail page would turn
 * its notFound() 404 into a streamed 200.
 */
export function ConsoleLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="animate-pulse space-y-4">
      <div className="h-8 w-64 rounded bg-slate-200" />
      <div className="h-14 rounded-lg bg-white" />
      <div className="space-y-2 rounded-lg bg-white p-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-6 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
