/** The console frame stays; the page area shows skeleton rows while the server renders. */
export default function ConsoleLoading() {
  return (
    <div aria-busy="true" aria-label="Loading" className="animate-pulse space-y-4">
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
