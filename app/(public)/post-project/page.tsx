import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Post a Project",
  description: "Builders: list your RERA-registered project on LAND Acre.",
};

export default function PostProjectPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Post a Project</h1>
      <p className="mt-2 text-slate-600">
        Builders: list your RERA-registered project on LAND Acre.
      </p>
    </main>
  );
}
