/** An H2 that starts a page section; `id` lets the section and links point at it. */
export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="scroll-mt-32 text-2xl font-bold text-slate-900">
      {children}
    </h2>
  );
}
