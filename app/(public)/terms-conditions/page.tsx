import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Terms and Conditions",
  description: "The terms that govern use of LAND Acre.",
};

export default function TermsConditionsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Terms and Conditions</h1>
      <p className="mt-2 text-slate-600">The terms that govern use of LAND Acre.</p>
    </main>
  );
}
