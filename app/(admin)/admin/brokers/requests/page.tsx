import type { Metadata } from "next";

export const metadata: Metadata = { title: "Broker Verification Requests" };

export default function AdminBrokersRequestsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Broker Verification Requests</h1>
    </section>
  );
}
