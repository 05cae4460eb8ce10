import type { Metadata } from "next";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminDashboardPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
    </section>
  );
}
