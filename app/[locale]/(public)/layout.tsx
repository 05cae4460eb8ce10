import { setRequestLocale } from "next-intl/server";
import { AuthRoot } from "@/components/auth/auth-root";
import { PublicShell } from "@/components/layout/public-shell";
import { isLocale } from "@/lib/i18n/locales";

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale: param } = await params;
  const locale = isLocale(param) ? param : "en";
  setRequestLocale(locale);
  return (
    <PublicShell locale={locale}>
      {children}
      {/* Accounts: login dialog + logout listener (the lead moves this into the public shell). */}
      <AuthRoot />
    </PublicShell>
  );
}
