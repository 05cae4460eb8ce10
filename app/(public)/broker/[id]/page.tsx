import type { Metadata } from "next";

export const metadata: Metadata = { title: "Broker Profile" };

export default async function BrokerPage({ params }: PageProps<"/broker/[id]">) {
  const { id } = await params;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Broker Profile</h1>
      <p className="text-slate-600">Agent #{id}</p>
    </main>
  );
}
