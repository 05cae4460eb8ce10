import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() in the seller area (e.g. someone else's listing): the 404 body in the seller frame. */
export default function SellerNotFound() {
  return <NotFoundContent />;
}
