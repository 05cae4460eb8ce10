/** Every admin screen, grouped as the sidebar shows them. */
export type AdminNavItem = { href: string; label: string };
export type AdminNavGroup = { title: string; items: AdminNavItem[] };

export const ADMIN_NAV: AdminNavGroup[] = [
  { title: "Overview", items: [{ href: "/admin/dashboard", label: "Dashboard" }] },
  {
    title: "Listings",
    items: [
      { href: "/admin/properties/all", label: "All properties" },
      { href: "/admin/brokers/properties/all", label: "Listed by agents" },
      { href: "/admin/users/properties/all", label: "Listed by owners" },
      { href: "/admin/projects", label: "Projects" },
      { href: "/admin/trust", label: "Trust" },
      { href: "/admin/reports", label: "Buyer reports" },
    ],
  },
  {
    title: "People",
    items: [
      { href: "/admin/sallers/manage", label: "Sellers" },
      { href: "/admin/users/manage", label: "Users" },
      { href: "/admin/brokers/requests", label: "Broker requests" },
      { href: "/admin/reviews", label: "Locality reviews" },
      { href: "/admin/enquiries", label: "Enquiries" },
      { href: "/admin/data-requests", label: "Data requests" },
      { href: "/admin/messages", label: "Conversations" },
    ],
  },
  {
    title: "Billing",
    items: [
      { href: "/admin/all/payments", label: "Payments" },
      { href: "/admin/subscription/manage", label: "Subscription plans" },
    ],
  },
  {
    title: "Account",
    items: [
      { href: "/admin/audit", label: "Audit log" },
      { href: "/admin/change-password", label: "Change password" },
    ],
  },
];
