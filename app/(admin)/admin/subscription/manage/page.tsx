import type { Metadata } from "next";

export const metadata: Metadata = { title: "Subscription Plans" };

export default function AdminSubscriptionManagePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Subscription Plans</h1>
    </section>
  );
}
