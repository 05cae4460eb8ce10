import { Link } from "@/components/i18n/link";
import { site } from "@/lib/site";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";
import { MobileNav } from "./mobile-nav";

/** The console frame: sidebar with every admin screen, a top bar with the signed-in admin. */
export function AdminShell({
  adminName,
  children,
}: {
  adminName: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <aside className="hidden w-60 shrink-0 bg-slate-900 px-3 py-5 md:block">
        <Link href="/admin/dashboard" className="block px-3 pb-5 text-lg font-bold text-white">
          {site.name} <span className="font-normal text-slate-400">Admin</span>
        </Link>
        <AdminNav />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
          <div className="flex items-center gap-2">
            <MobileNav />
            <Link
              href="/admin/dashboard"
              className="whitespace-nowrap font-bold text-brand-700 md:hidden"
            >
              {site.name}
            </Link>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-500">
              <span className="hidden sm:inline">Signed in as </span>
              <strong className="text-slate-800" data-testid="admin-name">
                {adminName}
              </strong>
            </span>
            <LogoutButton />
          </div>
        </header>
        <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      </div>
    </div>
  );
}
