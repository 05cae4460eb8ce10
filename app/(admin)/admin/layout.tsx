import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { Toaster } from "@/components/ui/toaster";
import { currentActorForRequest } from "@/lib/admin/session";
import { site } from "@/lib/site";

/** Signed-in screens: rendered per request, the guard runs before any byte is sent. */
export const instant = false;

export const metadata: Metadata = {
  title: { default: "Admin console", template: `%s | ${site.name} Admin` },
  robots: { index: false, follow: false },
};

/**
 * The admin application frame. Signed-in admins get the console shell (sidebar, name);
 * anyone else (the login page) gets a bare page. The guard itself lives in (console)/layout
 * and in every lib function.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActorForRequest();
  return (
    <>
      {actor?.role === "admin" ? (
        <AdminShell adminName={`${actor.firstName} ${actor.lastName}`}>{children}</AdminShell>
      ) : (
        <div className="min-h-screen bg-slate-100">{children}</div>
      )}
      <Toaster position="top-right" />
    </>
  );
}
