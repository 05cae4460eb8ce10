import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { canonicalUrl, localizedMetadata } from "@/lib/seo/alternates";
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
import { isLocale } from "@/lib/i18n/locales";

/** Signed-in page: the guard runs (and may redirect) before any byte is sent. */
export const instant = false;

const metadata: Metadata = {
  title: "My Profile",
  description: "Your account, enquiries, saved properties and listings.",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

/** A card of the page; `name` (the English title) names its heading's id in every language. */
function Section({
  id,
  name,
  title,
  children,
}: {
  id?: string;
  name: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? name}-heading`}
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id ?? name}-heading`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function ProfilePage() {
  const actor = await requireUserPage();
  const [t, current] = await Promise.all([getTranslations("account"), getLocale()]);
  const locale = isLocale(current) ? current : "en";
  const [{ details, enquiries, saved, listings }, shareId, searches, notices, priceDrops] =
    await Promise.all([
      getProfileOverview(actor),
      getShortlistShareId(actor),
      listSavedSearches(actor),
      listNotifications(actor, 20),
      getPriceDropSettings(actor),
    ]);
  const shareUrl = shareId ? canonicalUrl(env.SITE_URL, locale, shortlistPath(shareId)) : null;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <StoredUserGate>
        <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-600">
          {t("memberSince", {
            name: `${details.firstName} ${details.lastName}`,
            month: formatMonth(details.memberSince, locale),
          })}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="space-y-6">
            <Section name="Account details" title={t("accountDetails")}>
              <ProfileDetailsForm
                initial={{
                  firstName: details.firstName,
                  lastName: details.lastName,
                  email: details.email,
                }}
                action={updateProfileAction}
              />
            </Section>
            <Section name="Mobile number" title={t("mobileNumber")}>
              <PhoneChangeForm
                currentPhone={formatPhone(details.phone)}
                requestAction={requestPhoneChangeAction}
                confirmAction={confirmPhoneChangeAction}
              />
            </Section>
            <Section name="Change password" title={t("changePassword")}>
              <ChangePasswordForm idPrefix="profile-password" action={changeOwnPasswordAction} />
            </Section>
            <Section name="Privacy and my data" title={t("privacy")}>
              <p className="text-sm text-slate-600">{t("privacyIntro")}</p>
              <Link
                href="/profile/privacy"
                className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
              >
                {t("privacy")}
              </Link>
            </Section>
          </div>
          <div className="space-y-6">
            <Section id="notifications" name="Notifications" title={t("notifications")}>
              <NotificationList
                items={notices.items}
                unread={notices.unread}
                markAllRead={markNotificationsReadAction}
              />
            </Section>
            <Section id="saved-searches" name="Saved searches" title={t("savedSearches")}>
              <SavedSearchList
                items={searches}
                actions={{
                  update: updateSavedSearchAction,
                  remove: deleteSavedSearchAction,
                  open: openSavedSearchAction,
                }}
              />
            </Section>
            <Section name="My Enquiries" title={t("myEnquiries")}>
              <p className="mb-3 text-sm">
                {t.rich("messagesNote", {
                  link: (chunks) => (
                    <Link href="/profile/messages" className="font-medium text-brand-700 underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
              <EnquiryList enquiries={enquiries} />
            </Section>
            <Section name="Saved Properties" title={t("savedProperties")}>
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
            <Section id="my-properties" name="My Properties" title={t("myProperties")}>
              <MyProperties listings={listings} isSeller={details.role === "seller"} />
            </Section>
          </div>
        </div>
      </StoredUserGate>
    </main>
  );
}
