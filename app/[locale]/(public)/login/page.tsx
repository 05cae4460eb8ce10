import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { redirect } from "next/navigation";
import { LoginPagePanel } from "@/components/auth/login-page-panel";
import { getCurrentActor } from "@/lib/auth/current-user";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { loginParamsSchema } from "@/lib/validation/auth";

/** Redirects a signed-in visitor before any byte is sent. */
export const instant = false;

const metadata: Metadata = {
  title: "Login",
  description: "Sign in to your LAND Acre account.",
  alternates: { canonical: "/login" },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function LoginPage({ searchParams }: PageProps<"/[locale]/login">) {
  const params = loginParamsSchema.parse(await searchParams);
  const next = safeNextPath(params.next, ["/"], "/");
  const target = next.startsWith("/login") ? "/" : next;
  if (await getCurrentActor()) redirect(target);
  return (
    <main className="mx-auto flex max-w-6xl justify-center px-4 pb-16 pt-32">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <LoginPagePanel next={target} initialMode={params.mode} />
      </div>
    </main>
  );
}
