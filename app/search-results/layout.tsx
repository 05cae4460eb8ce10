/** Search results have no public nav/footer (spec): a bare frame. */
export default function SearchResultsLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-50">{children}</div>;
}
