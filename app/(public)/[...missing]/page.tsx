import { notFound } from "next/navigation";

/** Any path no route matches: the not-found page inside the public layout (status 404). */
export default function MissingPage() {
  notFound();
}
