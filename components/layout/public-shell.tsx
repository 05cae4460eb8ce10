import Link from "next/link";
import { site } from "@/lib/site";

/** Public app frame: navigation, the page, then the footer. */
export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 bg-white shadow">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link href="/" className="text-xl font-bold text-brand-700">
            {site.name}
          </Link>
          <a href={`tel:${site.phoneTel}`}>{site.phoneDisplay}</a>
        </div>
      </header>
      {children}
      <footer className="bg-slate-900 px-4 py-8 text-slate-200">
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </>
  );
}
