import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Properties for sale and rent",
  description: "Browse verified properties across India.",
};

export default function PropertiesPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Properties for sale and rent</h1>
      <p className="mt-2 text-slate-600">Browse verified properties across India.</p>
    </main>
  );
}
