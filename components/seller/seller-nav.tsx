"use client";

import {
  BadgeCheck,
  CreditCard,
  Building2,
  FolderKanban,
  Home,
  KeyRound,
  LayoutDashboard,
  Layers,
  MessageSquare,
  PlusCircle,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { Link } from "@/components/i18n/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { splitLocale } from "@/lib/i18n/locales";
import type { SellerKind } from "@/lib/validation/property-enums";
import { useUnreadLeads } from "./seller-queries";

type Item = { href: string; label: string; icon: typeof Home; only?: SellerKind; badge?: boolean };

const ITEMS: Item[] = [
  { href: "/saller/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/saller/property/add", label: "Post property", icon: PlusCircle },
  { href: "/saller/properties", label: "My properties", icon: Home },
  { href: "/saller/project/add", label: "Post project", icon: Building2, only: "builder" },
  { href: "/saller/projects", label: "My projects", icon: FolderKanban, only: "builder" },
  { href: "/saller/queries/manage", label: "Enquiries", icon: MessageSquare, badge: true },
  { href: "/saller/verification", label: "Verification", icon: BadgeCheck },
  { href: "/saller/plans", label: "Plans", icon: Layers },
  { href: "/saller/billing", label: "Billing", icon: CreditCard },
  { href: "/saller/update-profile", label: "Profile", icon: UserRound },
  { href: "/saller/change-password", label: "Change password", icon: KeyRound },
  { href: "/saller/privacy", label: "Privacy", icon: ShieldCheck },
];

/** Sidebar on wide screens, a scrolling strip on phones; Enquiries carries the unread count. */
export function SellerNav({ kind, unreadLeads }: { kind: SellerKind; unreadLeads: number }) {
  // Active on /hi/saller/… as on /saller/… (the links are written without the language).
  const pathname = splitLocale(usePathname()).path;
  const phrase = usePhrase();
  const t = useTranslations("seller.shell");
  const { data: unread } = useUnreadLeads(unreadLeads);
  return (
    <nav aria-label={t("navLabel")}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {ITEMS.filter((i) => !i.only || i.only === kind).map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          const Icon = item.icon;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
                  active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {phrase(item.label)}
                {item.badge && unread > 0 ? (
                  <span
                    aria-label={t("unread", { count: unread })}
                    className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink"
                  >
                    {unread}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
