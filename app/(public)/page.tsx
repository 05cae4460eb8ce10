import type { Metadata } from "next";
import { site } from "@/lib/site";

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-4xl font-bold">Find your next home with {site.name}</h1>
      <p className="mt-2 text-slate-600">{site.tagline}</p>
    </main>
  );
}
