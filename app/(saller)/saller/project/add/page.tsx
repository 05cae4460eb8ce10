import type { Metadata } from "next";

export const metadata: Metadata = { title: "Add a Project" };

export default function SellerProjectAddPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Add a Project</h1>
    </section>
  );
}
