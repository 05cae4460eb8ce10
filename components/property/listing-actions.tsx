"use client";

import { FavouriteButton } from "@/components/property/favourite-button";
import { ReportListingButton } from "@/components/property/report-listing-button";
import { ShareButton } from "@/components/property/share-button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useVisitorState } from "@/components/visitor/use-visitor-state";

/**
 * A line of its own on a phone (beside the Compare button it would fit only while the page is
 * still arriving, then wrap down: a layout shift); beside it on wider screens.
 */
const ROW = "flex w-full flex-wrap items-center gap-2 sm:w-auto";

type ActionsProps = {
  propertyId: number;
  /** The listing's canonical URL (for Share). */
  url: string;
  title: string;
  /** Save is offered (the listing is active); a saved listing keeps its Saved button anyway. */
  canSave: boolean;
};

/**
 * Share, save and report. The listing page is cached for everyone; whether the visitor is signed
 * in and has saved this listing is asked after the page loads. Save and Report show only once
 * their clicks do something: in the server's HTML a signed-in buyer's Report would be a guest's
 * (or a dead button before hydration).
 */
export function ListingActions({ propertyId, url, title, canSave }: ActionsProps) {
  const visitor = useVisitorState(propertyId);
  const hydrated = useHydrated();
  if (!hydrated || visitor.status === "loading")
    return (
      <ListingActionsFallback propertyId={propertyId} url={url} title={title} canSave={canSave} />
    );
  return (
    <div className={ROW}>
      <ShareButton url={url} title={title} />
      {canSave || visitor.saved ? (
        <FavouriteButton
          key={`${visitor.signedIn}-${visitor.saved}`}
          propertyId={propertyId}
          signedIn={visitor.signedIn}
          initiallySaved={visitor.saved}
        />
      ) : null}
      <ReportListingButton propertyId={propertyId} signedIn={visitor.signedIn} />
    </div>
  );
}

/**
 * Share, with Save and Report held in place (invisible and inert) until the visitor is known:
 * the row keeps its final width, so on a phone it wraps the same way and nothing below moves.
 */
function ListingActionsFallback({ propertyId, url, title, canSave }: ActionsProps) {
  return (
    <div className={ROW}>
      <ShareButton url={url} title={title} />
      <div inert className="invisible contents">
        {canSave ? (
          <FavouriteButton propertyId={propertyId} signedIn={false} initiallySaved={false} />
        ) : null}
        <ReportListingButton propertyId={propertyId} signedIn={false} />
      </div>
    </div>
  );
}
