import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "My Profile",
  description: "Your account, enquiries, saved properties and listings.",
};

export default function ProfilePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">My Profile</h1>
      <p className="mt-2 text-slate-600">Your account, enquiries, saved properties and listings.</p>
    </main>
  );
}
