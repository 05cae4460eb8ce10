import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { ChangePasswordSection } from "@/components/auth/change-password-section";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { changeSellerPasswordAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Change Password");

export default async function SellerChangePasswordPage() {
  await requireSellerPage("/saller/change-password");
  return <ChangePasswordSection idPrefix="seller-password" action={changeSellerPasswordAction} />;
}
