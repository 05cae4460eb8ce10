import type { Metadata } from "next";

export const metadata: Metadata = { title: "Post a Property" };

export default function SellerPropertyAddPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Post a Property</h1>
    </section>
  );
}
