import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Post Your Property for Free",
  description: "List your flat, land, office or shop on LAND Acre.",
};

export default function PostPropertyPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Post Your Property for Free</h1>
      <p className="mt-2 text-slate-600">List your flat, land, office or shop on LAND Acre.</p>
    </main>
  );
}
