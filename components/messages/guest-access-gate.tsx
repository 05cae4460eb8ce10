import { LogIn, MessageSquareLock, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { buttonClass } from "@/components/ui/button";
import { GuestAccessForm } from "./guest-access-form";

/**
 * What a visitor nobody is signed in as sees on a conversation's page (or the list of them): the
 * reply's e-mail opened on another device, or a buyer who logged out. Two ways in: confirm the
 * mobile number with an OTP (a guest's access, as after a guest enquiry), or log in and come
 * back to `returnTo` (a site path in the page's language).
 */
export function GuestAccessGate({
  about,
  returnTo,
}: {
  about: "thread" | "list";
  returnTo: string;
}) {
  const t = useTranslations("account.guestAccess");
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <div className="flex items-start gap-3">
        <MessageSquareLock aria-hidden className="mt-1 size-7 shrink-0 text-brand-700" />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
          <p className="mt-1 text-slate-600">
            {about === "thread" ? t("threadIntro") : t("listIntro")}
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <AccessPanel
          id="guest-access-guest"
          icon={<Smartphone aria-hidden className="size-5 text-brand-700" />}
          title={t("guestTitle")}
          intro={t("guestIntro")}
        >
          <GuestAccessForm />
        </AccessPanel>
        <AccessPanel
          id="guest-access-account"
          icon={<LogIn aria-hidden className="size-5 text-brand-700" />}
          title={t("accountTitle")}
          intro={t("accountIntro")}
        >
          <Link
            href={`/login?next=${encodeURIComponent(returnTo)}`}
            className={buttonClass("primary", { className: "w-full" })}
          >
            {t("logIn")}
          </Link>
        </AccessPanel>
      </div>
    </main>
  );
}

/** One of the page's two ways in: a card with its heading, a line about it, and the way itself. */
function AccessPanel({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon} {title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
