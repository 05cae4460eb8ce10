import type { Metadata } from "next";

export const metadata: Metadata = { title: "My Properties" };

export default function SellerPropertiesPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">My Properties</h1>
    </section>
  );
}
