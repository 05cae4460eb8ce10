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
        <section
          aria-labelledby="guest-access-guest"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2
            id="guest-access-guest"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Smartphone aria-hidden className="size-5 text-brand-700" /> {t("guestTitle")}
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">{t("guestIntro")}</p>
          <GuestAccessForm />
        </section>
        <section
          aria-labelledby="guest-access-account"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2
            id="guest-access-account"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <LogIn aria-hidden className="size-5 text-brand-700" /> {t("accountTitle")}
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">{t("accountIntro")}</p>
          <Link
            href={`/login?next=${encodeURIComponent(returnTo)}`}
            className={buttonClass("primary", { className: "w-full" })}
          >
            {t("logIn")}
          </Link>
        </section>
      </div>
    </main>
  );
}
