import { FavouriteButton } from "@/components/property/favourite-button";
import { ReportListingButton } from "@/components/property/report-listing-button";
import { ShareButton } from "@/components/property/share-button";
import { getCurrentActor } from "@/lib/auth/current-user";
import { isFavourite } from "@/lib/favourites/save-favourite";

/** Share, save and report; reads the session, so render it inside <Suspense>. */
export async function ListingActions({
  propertyId,
  url,
  title,
  canSave,
}: {
  propertyId: number;
  url: string;
  title: string;
  canSave: boolean;
}) {
  const actor = await getCurrentActor();
  const saved = actor ? await isFavourite(actor.id, propertyId) : false;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton url={url} title={title} />
      {canSave || saved ? (
        <FavouriteButton propertyId={propertyId} signedIn={Boolean(actor)} initiallySaved={saved} />
      ) : null}
      <ReportListingButton propertyId={propertyId} signedIn={Boolean(actor)} />
    </div>
  );
}

export function ListingActionsFallback({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton url={url} title={title} />
    </div>
  );
}
