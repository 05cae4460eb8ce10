"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useStoredUser } from "@/components/layout/use-stored-user";
import { Skeleton } from "@/components/ui/skeleton";
import { loadMyReviewAction } from "@/lib/reviews/actions";
import type { MyReview } from "@/lib/reviews/review-queries";
import { LoginToReview } from "./login-to-review";
import { ReviewForm } from "./review-form";

type Loaded = { key: string; signedIn: boolean; mine: MyReview | null };

/**
 * The visitor's own review: a login prompt, or the form with their review. The locality page is
 * one cached page for everyone, so this is filled in by the browser: a visitor whose browser
 * remembers no login sees the prompt at once (it is in the page's HTML); a signed-in one's review
 * is asked for after the page loads, and asked for again after each save (its new status).
 */
export function YourReview({
  localityId,
  localityName,
}: {
  localityId: number;
  localityName: string;
}) {
  const t = useTranslations("reviews");
  const storedUser = useStoredUser();
  const key = storedUser ? `${storedUser.email}|${localityId}` : "";
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void loadMyReviewAction({ localityId })
      .then((result) => {
        if (!live) return;
        // Not signed in: the stored login has ended on the server. A failed answer keeps the
        // form usable (saving it says what is wrong).
        setLoaded(result.ok ? { key, ...result.data } : { key, signedIn: true, mine: null });
      })
      .catch(() => live && setLoaded({ key, signedIn: true, mine: null }));
    return () => {
      live = false;
    };
  }, [key, localityId, saves]);

  if (!key) return <LoginToReview localityName={localityName} />;
  // A save's reload keeps what is shown (and the form's own message) until the answer comes.
  if (!loaded || loaded.key !== key) {
    return <Skeleton label={t("loadingYours")} lines={4} />;
  }
  if (!loaded.signedIn) return <LoginToReview localityName={localityName} />;
  const { mine } = loaded;
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
      <ReviewForm
        localityId={localityId}
        localityName={localityName}
        mine={mine}
        onSaved={() => setSaves((n) => n + 1)}
      />
    </div>
  );
}
