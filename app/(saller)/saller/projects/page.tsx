import type { Metadata } from "next";

export const metadata: Metadata = { title: "My Projects" };

export default function SellerProjectsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">My Projects</h1>
    </section>
  );
}
