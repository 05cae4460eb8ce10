import type { Metadata } from "next";

export const metadata: Metadata = { title: "Edit Subscription Plan" };

export default function AdminSubscriptionEditPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Edit Subscription Plan</h1>
    </section>
  );
}
