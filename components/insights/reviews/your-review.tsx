import { getTranslations } from "next-intl/server";
import { getCurrentActor } from "@/lib/auth/current-user";
import { getMyReview } from "@/lib/reviews/review-queries";
import { LoginToReview } from "./login-to-review";
import { ReviewForm } from "./review-form";

/** The visitor's own review: a login prompt, or the form with their review (reads the session). */
export async function YourReview({
  localityId,
  localityName,
}: {
  localityId: number;
  localityName: string;
}) {
  const actor = await getCurrentActor();
  if (!actor) return <LoginToReview localityName={localityName} />;
  const mine = await getMyReview(actor, localityId);
  const t = await getTranslations("reviews");
  return (
    <div className="space-y-3">
      {mine ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-slate-800"
          data-testid="my-review-status"
        >
          {t(`status.${mine.status}`)}
          {mine.status === "rejected" && mine.rejectionReason ? `: ${mine.rejectionReason}` : ""}
          {mine.status === "rejected" ? t("editAgain") : ""}
        </p>
      ) : null}
      <ReviewForm localityId={localityId} localityName={localityName} mine={mine} />
    </div>
  );
}
