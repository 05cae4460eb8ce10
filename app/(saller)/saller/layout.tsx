import type { Metadata } from "next";
import { SellerProviders } from "@/components/seller/seller-providers";
import { SellerShell } from "@/components/seller/seller-shell";
import { Toaster } from "@/components/ui/toaster";
import { getCurrentActor, type SellerActor } from "@/lib/auth/current-user";
import { unreadLeadCount } from "@/lib/leads/seller-leads";
import { listNotifications } from "@/lib/notifications/user-notifications";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { default: "Seller workspace", template: `%s | ${site.name} Seller` },
  robots: { index: false, follow: false },
};

/**
 * The seller area's own app frame (no public layout). Signed-in sellers get the workspace
 * shell; the login and signup pages render bare. Every page and handler checks the seller again.
 */
export default async function SellerLayout({ children }: { children: React.ReactNode }) {
  const actor = await getCurrentActor();
  const seller = actor?.role === "seller" && actor.sellerKind ? (actor as SellerActor) : null;
  if (!seller) {
    return (
      <SellerProviders>
        <div className="min-h-screen bg-slate-50">{children}</div>
        <Toaster position="top-right" />
      </SellerProviders>
    );
  }
  const [unreadLeads, notifications] = await Promise.all([
    unreadLeadCount(seller),
    listNotifications(seller),
  ]);
  return (
    <SellerProviders>
      <SellerShell seller={seller} unreadLeads={unreadLeads} notifications={notifications}>
        {children}
      </SellerShell>
      <Toaster position="top-right" />
    </SellerProviders>
  );
}
