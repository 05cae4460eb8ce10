import { Card } from "../ui/card";

/** The photos of a listing or project as buyers see them (admin detail pages). */
export function PhotosCard({
  photos,
  alt,
}: {
  photos: { url: string; alt?: string; isCover?: boolean }[];
  /** Text for photos without their own description (the listing's title, the project's name). */
  alt: string;
}) {
  if (photos.length === 0) return null;
  return (
    <Card title={`Photos (${photos.length})`}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {photos.map((m) => (
          // eslint-disable-next-line @next/next/no-img-element -- admin preview of stored WebP files
          <img
            key={m.url}
            src={m.url}
            alt={m.alt || alt}
            className="aspect-[4/3] w-full rounded-md object-cover"
            loading="lazy"
          />
        ))}
      </div>
    </Card>
  );
}
