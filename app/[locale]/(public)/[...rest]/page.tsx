import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

/**
 * Any path of a language that names no page (/hi/कुछ-भी): the not-found page inside that
 * language's public layout, with its 404. Without it such a path reaches app/global-not-found,
 * which has no language and answers in English.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

export default function UnknownPage(): never {
  notFound();
}
