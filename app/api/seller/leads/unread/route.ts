import { withSeller } from "@/lib/http/route";
import { unreadLeadCount } from "@/lib/leads/seller-leads";

/** How many of the seller's enquiries are unread (the shell's badge). */
export const GET = withSeller(async ({ seller }) =>
  Response.json({ unread: await unreadLeadCount(seller) }),
);
