import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Project Details",
  description: "Details of a builder project.",
};

export default function ProjectProfilePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Project Details</h1>
      <p className="mt-2 text-slate-600">Details of a builder project.</p>
    </main>
  );
}
