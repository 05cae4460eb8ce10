import type { Metadata } from "next";

export const metadata: Metadata = { title: "Properties by Agents" };

export default function AdminBrokersPropertiesAllPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Properties by Agents</h1>
    </section>
  );
}
