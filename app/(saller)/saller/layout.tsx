import type { Metadata } from "next";
import Link from "next/link";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { default: "Seller workspace", template: `%s | ${site.name} Seller` },
  robots: { index: false, follow: false },
};

export default function SellerLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white px-4 py-3">
        <Link href="/saller/dashboard" className="font-bold text-brand-700">
          {site.name} · Seller
        </Link>
      </header>
      <Toaster position="top-right" />
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  );
}
