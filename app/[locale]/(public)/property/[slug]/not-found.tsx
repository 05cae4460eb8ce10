import { NotFoundContent } from "@/components/layout/not-found-content";
import { PropertyNotFound } from "@/components/property/property-not-found";

/** A listing address with no public listing: 404, naming the listing if it has left the site. */
export default function PropertyNotFoundPage() {
  return <PropertyNotFound fallback={<NotFoundContent />} />;
}
