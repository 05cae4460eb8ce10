import { useLocale, useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { Link } from "@/components/i18n/link";
import { MediaImg } from "@/components/property/media-img";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import type { PublicSeller } from "@/lib/properties/get-property";
import { brokerPath } from "@/lib/seo/urls";

/** Who is selling: Owner / Agent / Builder, company, verified badge, agent profile link. */
export function SellerCard({ seller }: { seller: PublicSeller }) {
  const brokerPage = seller.kind === "agent" && seller.verified;
  const t = useTranslations("listing");
  const locale = useLocale();
  const phrase = usePhrase();
  const kind = phrase(SELLER_KIND_LABELS[seller.kind].short);
  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2
        id="seller-heading"
        className="text-sm font-semibold uppercase tracking-wide text-slate-600"
      >
        {t("postedBy", { who: kind })}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {seller.photoUrl ? (
            <MediaImg src={seller.photoUrl} alt="" fill sizes="56px" className="object-cover" />
          ) : (
            <SpriteIcon name="user-round" className="m-3.5 size-7 text-slate-400" />
          )}
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{seller.name}</p>
          {seller.companyName ? (
            <p className="text-sm text-slate-600">{seller.companyName}</p>
          ) : null}
          {seller.verified ? (
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
              <SpriteIcon name="badge-check" className="size-4" />{" "}
              {t("verifiedKind", { kind: locale === "en" ? kind.toLowerCase() : kind })}
            </p>
          ) : null}
        </div>
      </div>
      {seller.kind === "agent" && seller.reraNumber ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("reraAgent")} <strong>{seller.reraNumber}</strong>
          {seller.reraState ? ` (${seller.reraState})` : ""}
        </p>
      ) : null}
      {brokerPage ? (
        <Link
          href={brokerPath(seller.id)}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("agentProfile")}
        </Link>
      ) : null}
    </section>
  );
}
