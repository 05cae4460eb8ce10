/** A clear ribbon on sold / rented-out listings (and sold-out projects). */
export function StatusRibbon({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border-2 border-rose-700 bg-rose-50 px-4 py-3 text-center"
    >
      <p className="text-lg font-bold uppercase tracking-widest text-rose-800">{label}</p>
      <p className="text-sm text-rose-900">
        This listing is no longer available; enquiries are closed.
      </p>
    </div>
  );
}
