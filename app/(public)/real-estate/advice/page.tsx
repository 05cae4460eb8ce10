import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Real Estate Advice",
  description: "Guides and expert consultations for buyers and sellers.",
};

export default function RealEstateAdvicePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Real Estate Advice</h1>
      <p className="mt-2 text-slate-600">Guides and expert consultations for buyers and sellers.</p>
    </main>
  );
}
