import { Link } from "@/components/i18n/link";

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
      className={className ? `section ${className}` : "section"}
    >
      <div className="section-head">
        <div>
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          <Link href={viewAll.href} className="section-more">
            {viewAll.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
