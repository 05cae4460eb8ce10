import type { Metadata } from "next";

export const metadata: Metadata = { title: "Admin Login" };

export default function AdminLoginPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Admin Login</h1>
    </section>
  );
}
