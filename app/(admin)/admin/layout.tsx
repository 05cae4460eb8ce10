import type { Metadata } from "next";
import Link from "next/link";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { default: "Admin console", template: `%s | ${site.name} Admin` },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b bg-slate-900 px-4 py-3 text-white">
        <Link href="/admin/dashboard" className="font-bold">
          {site.name} · Admin
        </Link>
      </header>
      <Toaster position="top-right" />
      <main className="mx-auto max-w-7xl px-4 py-8">{children}</main>
    </div>
  );
}
