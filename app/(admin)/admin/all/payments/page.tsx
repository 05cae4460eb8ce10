import type { Metadata } from "next";

export const metadata: Metadata = { title: "All Payments" };

export default function AdminAllPaymentsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">All Payments</h1>
    </section>
  );
}
