import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Property Details",
  description: "Details of a listed property.",
};

export default function PropertyProfilePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Property Details</h1>
      <p className="mt-2 text-slate-600">Details of a listed property.</p>
    </main>
  );
}
