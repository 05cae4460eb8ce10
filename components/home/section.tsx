import Link from "next/link";

/** A home / landing page section with a heading and an optional "view all" link. */
export function Section({
  id,
  title,
  subtitle,
  viewAll,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  subtitle?: string;
  viewAll?: { href: string; label: string };
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`mx-auto max-w-7xl scroll-mt-24 px-4 py-10 ${className}`}
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          <Link href={viewAll.href} className="font-semibold text-brand-700 hover:underline">
            {viewAll.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
