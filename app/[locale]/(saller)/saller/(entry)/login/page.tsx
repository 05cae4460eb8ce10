import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@/lib/i18n/locales";
import { AreaLoginForm } from "@/components/auth/area-login-form";
import { AuthCard } from "@/components/auth/auth-card";
import { FormMessage } from "@/components/auth/form-message";
import { getCurrentActor } from "@/lib/auth/current-user";
import { safeNextPath, SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { sellerLoginParamsSchema } from "@/lib/validation/seller";
import { sellerLoginAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Seller Login");

export default async function SellerLoginPage({
  searchParams,
}: PageProps<"/[locale]/saller/login">) {
  const params = sellerLoginParamsSchema.parse(await searchParams);
  const asked = params.next;
  const next = safeNextPath(asked, SELLER_NEXT_PREFIXES, "/saller/dashboard");
  const signup =
    asked && next === asked ? `/saller/signup?next=${encodeURIComponent(next)}` : "/saller/signup";
  const [actor, t, found] = await Promise.all([
    getCurrentActor(),
    getTranslations("seller.entry"),
    getLocale(),
  ]);
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  if (actor?.role === "seller" && actor.sellerKind) redirect(localizedPath(locale, next));
  return (
    <AuthCard title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      <div className="space-y-4">
        {params.registered ? <FormMessage tone="success">{t("registered")}</FormMessage> : null}
        <AreaLoginForm
          idPrefix="seller-login"
          action={sellerLoginAction}
          next={next}
          loginPath="/saller/login"
        />
      </div>
      <p className="mt-5 text-center text-sm text-slate-600">
        {t("newHere")}{" "}
        <Link href={signup} className="font-semibold text-brand-700 hover:underline">
          {t("createAccount")}
        </Link>
      </p>
    </AuthCard>
  );
}
