import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";

/**
 * Any path of a language that names no page (/hi/कुछ-भी): the not-found page inside that
 * language's public layout, with its 404. Without it such a path reaches app/global-not-found,
 * which has no language and answers in English. Cache Components wants one param at build; the
 * page waits for its params, so nothing of it is in the build's shell.
 */
export function generateStaticParams() {
  return [{ rest: ["page-not-found"] }];
}

export const instant = false;

export const generateMetadata = notFoundMetadata;

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  await params;
  return <NotFoundPage />;
}
