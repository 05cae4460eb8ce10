import type { Metadata } from "next";

export const metadata: Metadata = { title: "Seller Dashboard" };

export default function SellerDashboardPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Seller Dashboard</h1>
    </section>
  );
}
