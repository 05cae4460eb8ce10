import type { Metadata } from "next";

export const metadata: Metadata = { title: "Manage Users" };

export default function AdminUsersManagePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Manage Users</h1>
    </section>
  );
}
