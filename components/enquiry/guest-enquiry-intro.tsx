import { useTranslations } from "next-intl";

type WhoKey = "owner" | "agent" | "builder" | "seller";
const WHO_KEYS = new Set<string>(["owner", "agent", "builder", "seller"]);

/** Who receives the enquiry, in the page's language ("agent", "builder", …). */
export function useWhoWords(who: string): string {
  const t = useTranslations("enquiry");
  return WHO_KEYS.has(who) ? t(`who.${who as WhoKey}`) : who;
}

/**
 * What a guest's enquiry involves (the code by text, who sees what). The enquiry box shows it from
 * the server's HTML on, before the browser knows who the visitor is, so the page's largest text is
 * painted with the page rather than after hydration. `guestOnly`: shown before the visitor is
 * known, so hidden from the first paint where the browser remembers a login
 * (components/layout/stored-user.ts).
 */
export function GuestEnquiryIntro({
  who,
  guestOnly = false,
}: {
  who: string;
  guestOnly?: boolean;
}) {
  const t = useTranslations("enquiry");
  return (
    <p className="text-sm text-slate-600" data-guest-only={guestOnly ? "" : undefined}>
      {t("intro", { who: useWhoWords(who) })}
    </p>
  );
}
