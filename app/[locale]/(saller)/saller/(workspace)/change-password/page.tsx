import type { Metadata } from "next";
import { ChangePasswordSection } from "@/components/auth/change-password-section";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { changeSellerPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Change Password" };

export default async function SellerChangePasswordPage() {
  await requireSellerPage("/saller/change-password");
  return <ChangePasswordSection idPrefix="seller-password" action={changeSellerPasswordAction} />;
}
