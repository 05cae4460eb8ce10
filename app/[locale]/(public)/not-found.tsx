import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() thrown by a public page: the 404 body inside the public layout. */
export default function NotFound() {
  return <NotFoundContent />;
}
