import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Search Properties",
  description: "Search flats, land, plots, offices and shops across India.",
};

export default function SearchPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Search Properties</h1>
      <p className="mt-2 text-slate-600">
        Search flats, land, plots, offices and shops across India.
      </p>
    </main>
  );
}
