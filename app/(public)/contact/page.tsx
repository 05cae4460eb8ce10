import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Contact Us",
  description: "Write to us or call our team.",
};

export default function ContactPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="mt-2 text-slate-600">Write to us or call our team.</p>
    </main>
  );
}
