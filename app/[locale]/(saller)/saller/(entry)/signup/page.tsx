import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@/lib/i18n/locales";
import { AuthCard } from "@/components/auth/auth-card";
import { BecomeSellerForm } from "@/components/auth/become-seller-form";
import { SellerSignupPanel } from "@/components/auth/seller-signup-panel";
import { FormMessage } from "@/components/auth/form-message";
import { getCurrentActor } from "@/lib/auth/current-user";
import { safeNextPath, SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { sellerSignupParamsSchema } from "@/lib/validation/seller";
import { becomeSellerAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Seller Sign Up");

export default async function SellerSignupPage({
  searchParams,
}: PageProps<"/[locale]/saller/signup">) {
  const params = sellerSignupParamsSchema.parse(await searchParams);
  const defaultKind = params.type;
  const next = safeNextPath(params.next, SELLER_NEXT_PREFIXES, "") || undefined;
  const [actor, t, found] = await Promise.all([
    getCurrentActor(),
    getTranslations("seller.entry"),
    getLocale(),
  ]);
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  if (actor?.role === "seller") redirect(localizedPath(locale, "/saller/dashboard"));

  if (actor?.role === "user") {
    return (
      <AuthCard
        title={t("startSelling")}
        subtitle={t("becomeSubtitle", { name: `${actor.firstName} ${actor.lastName}` })}
      >
        <BecomeSellerForm action={becomeSellerAction} defaultKind={defaultKind} />
      </AuthCard>
    );
  }
  if (actor?.role === "admin") {
    return (
      <AuthCard title={t("signupTitle")} subtitle={t("adminSubtitle")}>
        <FormMessage tone="info">{t("adminNote")}</FormMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("signupTitle")} subtitle={t("signupSubtitle")}>
      <SellerSignupPanel defaultKind={defaultKind} next={next} />
      <p className="mt-5 text-center text-sm text-slate-600">
        {t("haveAccount")}{" "}
        <Link
          href={next ? `/saller/login?next=${encodeURIComponent(next)}` : "/saller/login"}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("login")}
        </Link>
      </p>
    </AuthCard>
  );
}
