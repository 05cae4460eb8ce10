import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { changeAdminPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Change Password" };

export default async function AdminChangePasswordPage() {
  await requireAdminPage("/admin/change-password");
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">Change Password</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">
        Changing your password signs you out on every other device.
      </p>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm idPrefix="admin-password" action={changeAdminPasswordAction} />
      </div>
    </section>
  );
}
