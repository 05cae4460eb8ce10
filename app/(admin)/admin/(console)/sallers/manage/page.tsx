import type { Metadata } from "next";
import { AccountActions } from "@/components/admin/accounts/account-actions";
import { AccountName, AccountStatus } from "@/components/admin/accounts/account-cells";
import { SELLER_FILTERS } from "@/components/admin/accounts/account-filters";
import { ListScreen } from "@/components/admin/ui/list-screen";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { Td } from "@/components/admin/ui/table";
import { listSellers } from "@/lib/admin/accounts/seller-queries";
import { formatDate } from "@/lib/format/date";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { sellerFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Sellers" };

export default async function SellersPage({ searchParams }: PageProps<"/admin/sallers/manage">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const result = await listSellers(admin, sellerFiltersSchema.parse(params));
  return (
    <ListScreen
      title="Sellers"
      description="Owners, agents and builders. Blocking a seller signs them out and takes their active listings out of search until they are unblocked."
      action="/admin/sallers/manage"
      filters={SELLER_FILTERS}
      params={params}
      headers={["Seller", "Type", "Company", "Listings", "Plan", "Status", "Joined", "Actions"]}
      result={result}
      empty="No sellers match these filters."
    >
      {(s) => (
        <tr key={s.id}>
          <AccountName href={`/admin/sallers/${s.id}`} name={s.name} email={s.email} />
          <Td>{SELLER_KIND_LABELS[s.kind].long}</Td>
          <Td>
            {s.companyName ?? "—"}
            {s.reraNumber && <p className="text-xs text-slate-500">RERA {s.reraNumber}</p>}
          </Td>
          <Td>
            {s.listings}
            <p className="text-xs text-slate-500">{s.activeListings} active</p>
          </Td>
          <Td>{s.planName ?? <span className="text-slate-500">No plan</span>}</Td>
          <Td>
            <AccountStatus status={s.status} blockedReason={s.blockedReason}>
              {s.verified && <StatusBadge status="verified" label="Verified" />}
            </AccountStatus>
          </Td>
          <Td className="whitespace-nowrap">{formatDate(s.createdAt)}</Td>
          <Td>
            <AccountActions
              userId={s.id}
              name={s.name}
              status={s.status}
              isSeller
              verified={s.verified}
            />
          </Td>
        </tr>
      )}
    </ListScreen>
  );
}
