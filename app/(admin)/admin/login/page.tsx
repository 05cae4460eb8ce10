import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AreaLoginForm } from "@/components/auth/area-login-form";
import { AuthCard } from "@/components/auth/auth-card";
import { getCurrentActor } from "@/lib/auth/current-user";
import { ADMIN_NEXT_PREFIXES, safeNextPath } from "@/lib/auth/safe-next-path";
import { adminLoginParamsSchema } from "@/lib/validation/auth";
import { adminLoginAction } from "./actions";

export const metadata: Metadata = { title: "Admin Login" };

export default async function AdminLoginPage({ searchParams }: PageProps<"/admin/login">) {
  const params = adminLoginParamsSchema.parse(await searchParams);
  const next = safeNextPath(params.next, ADMIN_NEXT_PREFIXES, "/admin/dashboard");
  const actor = await getCurrentActor();
  if (actor?.role === "admin") redirect(next);
  return (
    <AuthCard title="Admin Login" subtitle="Administrators only.">
      <AreaLoginForm
        idPrefix="admin-login"
        action={adminLoginAction}
        next={next}
        loginPath="/admin/login"
      />
    </AuthCard>
  );
}
