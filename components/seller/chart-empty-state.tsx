import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";

/**
 * What the views-and-enquiries chart will show, for a seller with nothing to chart yet, and the
 * step that gets them there: post a listing, or wait for the one under review.
 */
export function ChartEmptyState({ live, pendingReview }: { live: number; pendingReview: number }) {
  const t = useTranslations("seller.chartEmpty");
  let next: React.ReactNode;
  if (live > 0) {
    next = (
      <p>
        {t("noViews")}{" "}
        <Link href="/saller/properties" className="font-semibold text-brand-600 underline">
          {t("seeProperties")}
        </Link>
      </p>
    );
  } else if (pendingReview > 0) {
    next = <p>{t("underReview")}</p>;
  } else {
    next = (
      <p>
        {t("postFirst")}{" "}
        <Link href="/saller/property/add" className="font-semibold text-brand-600 underline">
          {t("post")}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
      <p className="font-medium text-slate-900">{t("title")}</p>
      <p>{t("intro")}</p>
      {next}
    </div>
  );
}
