import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { Logo } from "@/components/layout/logo";
import { site } from "@/lib/site";

/**
 * Seller login and signup: a bare page, open to everyone (proxy.ts lets them through), with the
 * logo and a way back to the site above the card.
 */
export default function SellerEntryLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations("seller.entry");
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <header className="mx-auto mb-6 flex w-full max-w-md items-center justify-between gap-3">
        <Link
          href="/"
          aria-label={t("home", { name: site.name })}
          className="rounded-md text-brand-700 focus-ring"
        >
          <Logo />
        </Link>
        <Link
          href="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("backToSite")}
        </Link>
      </header>
      <main>{children}</main>
    </div>
  );
}
