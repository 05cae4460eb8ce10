import type { Metadata } from "next";
import { ChangePasswordSection } from "@/components/auth/change-password-section";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { changeAdminPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Change Password" };

export default async function AdminChangePasswordPage() {
  await requireAdminPage("/admin/change-password");
  return <ChangePasswordSection idPrefix="admin-password" action={changeAdminPasswordAction} />;
}
