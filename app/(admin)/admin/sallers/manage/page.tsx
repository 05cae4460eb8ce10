import type { Metadata } from "next";

export const metadata: Metadata = { title: "Manage Sellers" };

export default function AdminSallersManagePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Manage Sellers</h1>
    </section>
  );
}
