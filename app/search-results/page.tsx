import type { Metadata } from "next";

export const metadata: Metadata = { title: "Search Results" };

export default function SearchResultsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Search Results</h1>
    </main>
  );
}
