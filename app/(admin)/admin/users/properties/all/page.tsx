import type { Metadata } from "next";

export const metadata: Metadata = { title: "Properties by Owners" };

export default function AdminUsersPropertiesAllPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Properties by Owners</h1>
    </section>
  );
}
