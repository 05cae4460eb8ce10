import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { NotificationList } from "@/components/alerts/notification-list";
import { PriceDropSettingsForm } from "@/components/alerts/price-drop-settings";
import { SavedSearchList } from "@/components/alerts/saved-search-list";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { PhoneChangeForm } from "@/components/auth/profile/phone-change-form";
import { ProfileDetailsForm } from "@/components/auth/profile/profile-details-form";
import { EnquiryList, MyProperties, SavedList } from "@/components/auth/profile/profile-lists";
import { ShareShortlist } from "@/components/auth/profile/share-shortlist";
import { StoredUserGate } from "@/components/auth/profile/stored-user-gate";
import { getPriceDropSettings } from "@/lib/alerts/price-drops";
import { listSavedSearches } from "@/lib/alerts/saved-searches";
import { requireUserPage } from "@/lib/auth/page-guards";
import { env } from "@/lib/env";
import { getShortlistShareId, shortlistPath } from "@/lib/favourites/shortlist-share";
import { listNotifications } from "@/lib/notifications/user-notifications";
import { getProfileOverview } from "@/lib/users/profile-queries";
import { formatPhone } from "@/lib/validation/auth";
import {
  changeOwnPasswordAction,
  confirmPhoneChangeAction,
  requestPhoneChangeAction,
  shareShortlistAction,
  stopSharingShortlistAction,
  updateProfileAction,
} from "./actions";
import {
  deleteSavedSearchAction,
  markNotificationsReadAction,
  openSavedSearchAction,
  setPriceDropSettingsAction,
  updateSavedSearchAction,
} from "./alert-actions";
import { formatMonth } from "@/lib/format/date";

/** Signed-in page: the guard runs (and may redirect) before any byte is sent. */
export const instant = false;

const metadata: Metadata = {
  title: "My Profile",
  description: "Your account, enquiries, saved properties and listings.",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

function Section({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? title}-heading`}
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id ?? title}-heading`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function ProfilePage() {
  const actor = await requireUserPage();
  const [{ details, enquiries, saved, listings }, shareId, searches, notices, priceDrops] =
    await Promise.all([
      getProfileOverview(actor),
      getShortlistShareId(actor),
      listSavedSearches(actor),
      listNotifications(actor, 20),
      getPriceDropSettings(actor),
    ]);
  const shareUrl = shareId ? `${env.SITE_URL.replace(/\/$/, "")}${shortlistPath(shareId)}` : null;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <StoredUserGate>
        <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
        <p className="mt-1 text-slate-600">
          {details.firstName} {details.lastName} · member since {formatMonth(details.memberSince)}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="space-y-6">
            <Section title="Account details">
              <ProfileDetailsForm
                initial={{
                  firstName: details.firstName,
                  lastName: details.lastName,
                  email: details.email,
                }}
                action={updateProfileAction}
              />
            </Section>
            <Section title="Mobile number">
              <PhoneChangeForm
                currentPhone={formatPhone(details.phone)}
                requestAction={requestPhoneChangeAction}
                confirmAction={confirmPhoneChangeAction}
              />
            </Section>
            <Section title="Change password">
              <ChangePasswordForm idPrefix="profile-password" action={changeOwnPasswordAction} />
            </Section>
            <Section title="Privacy and my data">
              <p className="text-sm text-slate-600">
                Download your data, choose marketing messages, or delete your account.
              </p>
              <Link
                href="/profile/privacy"
                className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
              >
                Privacy and my data
              </Link>
            </Section>
          </div>
          <div className="space-y-6">
            <Section id="notifications" title="Notifications">
              <NotificationList
                items={notices.items}
                unread={notices.unread}
                markAllRead={markNotificationsReadAction}
              />
            </Section>
            <Section id="saved-searches" title="Saved searches">
              <SavedSearchList
                items={searches}
                actions={{
                  update: updateSavedSearchAction,
                  remove: deleteSavedSearchAction,
                  open: openSavedSearchAction,
                }}
              />
            </Section>
            <Section title="My Enquiries">
              <p className="mb-3 text-sm">
                <Link href="/profile/messages" className="font-medium text-brand-700 underline">
                  My messages
                </Link>{" "}
                — every enquiry is a conversation with the seller.
              </p>
              <EnquiryList enquiries={enquiries} />
            </Section>
            <Section title="Saved Properties">
              <SavedList saved={saved} />
              {saved.length > 0 || shareUrl ? (
                <ShareShortlist
                  initialUrl={shareUrl}
                  shareAction={shareShortlistAction}
                  stopAction={stopSharingShortlistAction}
                />
              ) : null}
              <div className="mt-4 border-t border-slate-100 pt-4">
                <PriceDropSettingsForm initial={priceDrops} action={setPriceDropSettingsAction} />
              </div>
            </Section>
            <Section id="my-properties" title="My Properties">
              <MyProperties listings={listings} isSeller={details.role === "seller"} />
            </Section>
          </div>
        </div>
      </StoredUserGate>
    </main>
  );
}
