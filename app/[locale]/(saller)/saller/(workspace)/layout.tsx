import { SellerShell } from "@/components/seller/seller-shell";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { unreadLeadCount } from "@/lib/leads/seller-leads";
import { unreadCounts } from "@/lib/messages/list-threads";
import { participantFromActor } from "@/lib/messages/participant";
import { listNotifications } from "@/lib/notifications/user-notifications";

/**
 * Every workspace screen requires a signed-in seller (re-checked in the database): anyone else
 * — signed out, a stale session, a buyer or an admin — goes to the seller login and comes back
 * here afterwards. Pages, actions and handlers check the seller again.
 */
export default async function SellerWorkspaceLayout({ children }: { children: React.ReactNode }) {
  const seller = await requireSellerPage();
  const [unreadLeads, notifications, unread] = await Promise.all([
    unreadLeadCount(seller),
    listNotifications(seller),
    unreadCounts(participantFromActor(seller)),
  ]);
  return (
    <SellerShell
      seller={seller}
      unreadLeads={unreadLeads}
      unreadMessages={unread.seller}
      notifications={notifications}
    >
      {children}
    </SellerShell>
  );
}
