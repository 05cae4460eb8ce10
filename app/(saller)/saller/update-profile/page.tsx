import type { Metadata } from "next";

export const metadata: Metadata = { title: "Update Profile" };

export default function SellerUpdateProfilePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Update Profile</h1>
    </section>
  );
}
