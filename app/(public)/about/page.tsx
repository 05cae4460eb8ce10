import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "About LAND Acre",
  description: "Who we are and how we keep listings real.",
};

export default function AboutPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">About LAND Acre</h1>
      <p className="mt-2 text-slate-600">Who we are and how we keep listings real.</p>
    </main>
  );
}
