import type { Metadata } from "next";

export const metadata: Metadata = { title: "Seller Registration" };

export default function SellerSignupPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Seller Registration</h1>
    </section>
  );
}
