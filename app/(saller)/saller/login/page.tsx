import type { Metadata } from "next";

export const metadata: Metadata = { title: "Seller Login" };

export default function SellerLoginPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Seller Login</h1>
    </section>
  );
}
