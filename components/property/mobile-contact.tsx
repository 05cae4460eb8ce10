import { useTranslations } from "next-intl";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { CallSellerButton } from "./call-seller-button";

/** Where the enquiry form sits on a listing page; the phone actions below link to it. */
export const CONTACT_ANCHOR = "contact";

const primary =
  "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-amber-700 px-4 font-semibold text-white hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2";
const secondary =
  "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

/**
 * Phones only: the price and a Contact action in the first screen, above the photos (the
 * price card and the form sit in the side column, far down on a narrow screen).
 */
export function MobilePriceSummary({
  price,
  perSqft,
  contactLabel,
}: {
  price: string;
  perSqft: string | null;
  contactLabel: string;
}) {
  const t = useTranslations("listingParts");
  return (
    <section
      aria-label={t("priceAndContact")}
      className="mt-4 flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:hidden"
    >
      <div className="min-w-0">
        <p className="text-2xl font-bold text-slate-900">{price}</p>
        {perSqft ? <p className="text-sm text-slate-600">{perSqft}</p> : null}
      </div>
      <a href={`#${CONTACT_ANCHOR}`} className={`${primary} max-w-44`}>
        <SpriteIcon name="message-square" className="size-4" />
        {contactLabel}
      </a>
    </section>
  );
}

/**
 * Phones only: a bar fixed to the bottom of the screen with Call (the seller's number for a
 * signed-in buyer — it opens a conversation and counts as a lead; guests log in first) and
 * Enquire (the form). The page keeps clear of it with bottom padding, and scrolling to an
 * element keeps it above the bar (globals.css).
 */
export function MobileContactBar({ propertyId }: { propertyId: number }) {
  const t = useTranslations("listingParts");
  return (
    <div
      id="mobile-contact-bar"
      role="region"
      aria-label={t("contactAbout")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-md gap-3">
        <CallSellerButton propertyId={propertyId} className={secondary} />
        <a href={`#${CONTACT_ANCHOR}`} className={primary}>
          <SpriteIcon name="message-square" className="size-4" /> {t("enquire")}
        </a>
      </div>
    </div>
  );
}
