import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { FOOTER_SERVICE_LINKS, HELP_LINKS } from "./nav-links";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const browseHref = FOOTER_SERVICE_LINKS[0].href;
const contactHref = HELP_LINKS[0].href;

/**
 * The public 404 page body (rendered inside the public shell). A server component: the area's
 * not-found boundary is sent inside every public page's payload, and as client code it put its
 * script on every page.
 */
export function NotFoundContent() {
  const t = useTranslations("notFound");
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
        {t("eyebrow")}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-xl text-slate-600">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="pill-primary">
          <SpriteIcon name="house" className="size-4" />
          {t("home")}
        </Link>
        <Link href={browseHref} className="pill-outline">
          <SpriteIcon name="search" className="size-4" />
          {t("browse")}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        {t("mistake")}{" "}
        <Link href={contactHref} className="font-semibold text-brand-700 underline">
          {t("contact")}
        </Link>
      </p>
    </main>
  );
}
