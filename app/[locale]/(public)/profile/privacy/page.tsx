import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { PrivacyPanel } from "@/components/privacy/privacy-panel";
import { requireUserPage } from "@/lib/auth/page-guards";
import { getPrivacyPageData } from "@/lib/privacy/privacy-page-data";

/** Signed-in page: the guard runs (and may redirect) before any byte is sent. */
export const instant = false;

const metadata: Metadata = {
  title: "Privacy and my data",
  description: "Download your data, choose marketing messages, or delete your account.",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

export default async function ProfilePrivacyPage() {
  const actor = await requireUserPage();
  const [{ consents, deletion }, t] = await Promise.all([
    getPrivacyPageData(actor),
    getTranslations("account"),
  ]);
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <p className="text-sm">
        <Link href="/profile" className="text-brand-700 underline">
          {t("title")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t("privacy")}</h1>
      <p className="mb-8 mt-1 text-slate-600">
        {t.rich("privacyRights", {
          link: (chunks) => (
            <Link href="/privacy-policy" className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <PrivacyPanel consents={consents} deletion={deletion} home="/" />
    </main>
  );
}
