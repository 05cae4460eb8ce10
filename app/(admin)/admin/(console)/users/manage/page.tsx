import type { Metadata } from "next";
import { AccountActions } from "@/components/admin/accounts/account-actions";
import { AccountName, AccountStatus } from "@/components/admin/accounts/account-cells";
import { USER_FILTERS } from "@/components/admin/accounts/account-filters";
import { ListScreen } from "@/components/admin/ui/list-screen";
import { Td } from "@/components/admin/ui/table";
import { listUsers } from "@/lib/admin/accounts/user-queries";
import { formatDate } from "@/lib/format/date";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { userFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage({ searchParams }: PageProps<"/admin/users/manage">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const result = await listUsers(admin, userFiltersSchema.parse(params));
  return (
    <ListScreen
      title="Users"
      description="Buyer accounts. Open one to see the enquiries they sent."
      action="/admin/users/manage"
      filters={USER_FILTERS}
      params={params}
      headers={["User", "Phone", "Enquiries", "Status", "Joined", "Last login", "Actions"]}
      result={result}
      empty="No users match these filters."
    >
      {(u) => (
        <tr key={u.id}>
          <AccountName href={`/admin/users/${u.id}`} name={u.name} email={u.email} />
          <Td className="whitespace-nowrap">{u.phone}</Td>
          <Td>{u.enquiries}</Td>
          <Td>
            <AccountStatus status={u.status} blockedReason={u.blockedReason} />
          </Td>
          <Td className="whitespace-nowrap">{formatDate(u.createdAt)}</Td>
          <Td className="whitespace-nowrap">{formatDate(u.lastLoginAt)}</Td>
          <Td>
            <AccountActions userId={u.id} name={u.name} status={u.status} isSeller={false} />
          </Td>
        </tr>
      )}
    </ListScreen>
  );
}
