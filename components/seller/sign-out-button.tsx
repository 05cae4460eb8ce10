"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { localizedPath } from "@/lib/i18n/locales";

export function SignOutButton() {
  const t = useTranslations("seller.shell");
  const locale = useSiteLocale();
  return (
    <button
      type="button"
      onClick={() => {
        try {
          window.localStorage.removeItem("user");
          window.localStorage.removeItem("token");
        } catch {
          // storage unavailable
        }
        void signOut({ callbackUrl: localizedPath(locale, "/saller/login") });
      }}
      className="flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
    >
      <LogOut className="h-4 w-4" aria-hidden />
      {t("signOut")}
    </button>
  );
}
