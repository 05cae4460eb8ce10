import type { Metadata } from "next";
import { SellerProviders } from "@/components/seller/seller-providers";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";

/** Signed-in screens: rendered per request, the guard runs before any byte is sent. */
export const instant = false;

export const metadata: Metadata = {
  title: { default: "Seller workspace", template: `%s | ${site.name} Seller` },
  robots: { index: false, follow: false },
};

/**
 * The seller area's own app frame (no public layout). The signed-in workspace lives in
 * (workspace) behind the seller guard; login and signup in (entry) render bare.
 */
export default function SellerAreaLayout({ children }: { children: React.ReactNode }) {
  return (
    <SellerProviders>
      {children}
      <Toaster position="top-right" />
    </SellerProviders>
  );
}
