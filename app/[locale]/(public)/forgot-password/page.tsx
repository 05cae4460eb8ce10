import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { ForgotPasswordFlow } from "@/components/auth/forgot-password-flow";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { pageLocale } from "@/lib/i18n/page-locale";
import { adminLoginParamsSchema } from "@/lib/validation/auth";

/** Reads `?next=` before any byte is sent (like /login). */
export const instant = false;

const metadata: Metadata = {
  title: "Forgot password",
  description: "Set a new password for your LAND Acre account.",
  robots: { index: false },
};

export const generateMetadata = localizedMetadata(metadata);

/** "Forgot password" from the login dialog, /login, /saller/login and /admin/login (`?next=`). */
export default async function ForgotPasswordPage({
  params,
  searchParams,
}: PageProps<"/[locale]/forgot-password">) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "accountPages.forgot" });
  const { next } = adminLoginParamsSchema.parse(await searchParams);
  const loginHref = safeNextPath(next, ["/login", "/saller/login", "/admin/login"], "/login");
  return (
    <main className="mx-auto flex max-w-6xl justify-center px-4 pb-16 pt-32">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mb-5 mt-1 text-sm text-slate-600">{t("subtitle")}</p>
        <ForgotPasswordFlow loginHref={loginHref} />
      </div>
    </main>
  );
}
