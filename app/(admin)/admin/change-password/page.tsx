import type { Metadata } from "next";

export const metadata: Metadata = { title: "Change Password" };

export default function AdminChangePasswordPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Change Password</h1>
    </section>
  );
}
