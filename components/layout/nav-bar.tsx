import { Link } from "@/components/i18n/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import type { Locale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { AuthControls } from "./auth-controls";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavFrame } from "./nav-frame";
import { SELLER_LOGIN_PATH, telHref } from "./nav-links";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/**
 * Fixed top navigation. Top strip: logo (desktop), "Post property for Free", call link.
 * Main bar: phone logo + hamburger; desktop menu + account controls.
 * Pages keep clear of it with top padding (pt-32 ≥ var(--nav-height)).
 */
export async function NavBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const home = (await getTranslations({ locale, namespace: "site" }))("home", { name: site.name });
  return (
    <NavFrame>
      <div className="border-b border-white/15 group-data-[solid=true]/nav:border-slate-200">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between px-4 md:h-12 md:px-6">
          <Link
            href="/"
            aria-label={home}
            className="hidden rounded-md md:inline-flex focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500 group-data-[solid=true]/nav:text-brand-700"
          >
            <Logo />
          </Link>
          <div className="flex w-full items-center justify-between gap-3 text-xs whitespace-nowrap md:w-auto md:gap-5 md:text-sm">
            {/* Not prefetched: the seller area is another app frame, rendered per request, and
                every public page has this link in view (two requests and the seller catalogue
                per visit, for the few who post). */}
            <Link
              href={SELLER_LOGIN_PATH}
              prefetch={false}
              className="inline-flex items-center gap-2 rounded-full bg-accent-500 px-3 py-1.5 font-semibold md:px-4 text-ink shadow-sm transition-colors hover:bg-amber-400 focus-ring"
            >
              {t("postProperty")}
            </Link>
            <a
              href={telHref}
              className="inline-flex items-center gap-1.5 font-semibold hover:underline focus-ring"
            >
              <SpriteIcon name="phone" className="size-4" />
              <span>
                <span className="sr-only">{t("callUs")} </span>
                {site.phoneDisplay}
              </span>
            </a>
          </div>
        </div>
      </div>

      <div className="relative mx-auto flex h-14 max-w-7xl items-center justify-between px-4 md:px-6">
        <Link
          href="/"
          aria-label={home}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500 group-data-[solid=true]/nav:text-brand-700 md:hidden"
        >
          <Logo />
        </Link>
        <div className="md:hidden">
          <MobileMenu />
        </div>
        <nav aria-label={t("main")} className="hidden h-full md:block">
          <DesktopMenu />
        </nav>
        <div className="hidden items-center gap-4 md:flex">
          <LanguageSwitch className="text-sm" />
          <AuthControls />
        </div>
      </div>
    </NavFrame>
  );
}
