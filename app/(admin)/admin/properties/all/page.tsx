import type { Metadata } from "next";

export const metadata: Metadata = { title: "All Properties" };

export default function AdminPropertiesAllPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">All Properties</h1>
    </section>
  );
}
