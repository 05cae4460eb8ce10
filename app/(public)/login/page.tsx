import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Login",
  description: "Sign in to your LAND Acre account.",
};

export default function LoginPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">Login</h1>
      <p className="mt-2 text-slate-600">Sign in to your LAND Acre account.</p>
    </main>
  );
}
