import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { getPhrase } from "@/lib/i18n/server-phrase";
import type { ReactNode } from "react";
import type { SellerActor } from "@/lib/auth/current-user";
import type { NotificationItem } from "@/lib/notifications/user-notifications";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { site } from "@/lib/site";
import { UnreadMessagesLink } from "@/components/messages/unread-messages-link";
import { NotificationBell } from "./notification-bell";
import { SellerNav } from "./seller-nav";
import { SignOutButton } from "./sign-out-button";

/** The seller workspace frame: top bar (bell, account), side navigation, the page. */
export async function SellerShell({
  seller,
  unreadLeads,
  unreadMessages,
  notifications,
  children,
}: {
  seller: SellerActor;
  unreadLeads: number;
  unreadMessages: number;
  notifications: { items: NotificationItem[]; unread: number };
  children: ReactNode;
}) {
  const t = await getTranslations("seller.shell");
  const phrase = await getPhrase();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b bg-white border-slate-200">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/saller/dashboard" className="font-bold text-brand-700">
            {site.name} <span className="font-medium text-slate-500">· {t("seller")}</span>
          </Link>
          <div className="flex items-center gap-2">
            <Link href="/" className="hidden text-sm text-slate-600 hover:underline sm:inline">
              {t("viewSite")}
            </Link>
            <UnreadMessagesLink
              side="seller"
              href="/saller/queries/manage"
              live
              initial={unreadMessages}
            />
            <NotificationBell initial={notifications} />
            <span className="hidden text-sm font-medium text-slate-800 sm:inline">
              {seller.firstName} {seller.lastName}
              <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                {phrase(SELLER_KIND_LABELS[seller.sellerKind].short)}
              </span>
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <aside className="lg:w-56 lg:shrink-0">
          <SellerNav kind={seller.sellerKind} unreadLeads={unreadLeads} />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
