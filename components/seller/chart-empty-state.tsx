import { Link } from "@/components/i18n/link";

/**
 * What the views-and-enquiries chart will show, for a seller with nothing to chart yet, and the
 * step that gets them there: post a listing, or wait for the one under review.
 */
export function ChartEmptyState({ live, pendingReview }: { live: number; pendingReview: number }) {
  let next: React.ReactNode;
  if (live > 0) {
    next = (
      <p>
        Your live listings have not been viewed yet this year. Good photos and a clear price help
        buyers find them.{" "}
        <Link href="/saller/properties" className="font-semibold text-brand-600 underline">
          See my properties
        </Link>
      </p>
    );
  } else if (pendingReview > 0) {
    next = (
      <p>
        Your listing is under review; our team usually approves it within one working day, and it
        goes live on the site right after.
      </p>
    );
  } else {
    next = (
      <p>
        Post your first property: add the details and photos, submit it, and our team reviews it
        (usually within one working day). Once it is live, buyers can find and contact you.{" "}
        <Link href="/saller/property/add" className="font-semibold text-brand-600 underline">
          Post a property
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
      <p className="font-medium text-slate-900">No views or enquiries yet</p>
      <p>
        Once a listing is live, this chart shows how many people viewed your listings and how many
        enquiries you received, month by month.
      </p>
      {next}
    </div>
  );
}
