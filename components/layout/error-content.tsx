import { Home, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { buttonClass } from "@/components/ui/button";
import { HELP_LINKS } from "./nav-links";

const contactHref = HELP_LINKS[0].href;

/** The public error page body: what happened, a retry, the way home and a reference to quote. */
export function ErrorContent({
  digest,
  retrying,
  onRetry,
}: {
  digest?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("errorPage");
  const contact = (chunks: React.ReactNode) => (
    <Link href={contactHref} className="font-semibold text-brand-700 underline">
      {chunks}
    </Link>
  );
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
        {t("eyebrow")}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-xl text-slate-600">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className={buttonClass("primary", { size: "lg" })}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? "animate-spin" : ""}`} />
          {retrying ? t("retrying") : t("retry")}
        </button>
        <Link href="/" className={buttonClass("secondary", { size: "lg" })}>
          <Home aria-hidden="true" className="size-4" />
          {t("home")}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        {digest
          ? t.rich("keepsHappeningRef", {
              digest,
              contact,
              code: (chunks) => <code className="font-mono">{chunks}</code>,
            })
          : t.rich("keepsHappening", { contact })}
      </p>
    </main>
  );
}
