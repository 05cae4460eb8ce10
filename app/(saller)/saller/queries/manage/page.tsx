import type { Metadata } from "next";

export const metadata: Metadata = { title: "Manage Enquiries" };

export default function SellerQueriesManagePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Manage Enquiries</h1>
    </section>
  );
}
