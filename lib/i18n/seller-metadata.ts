import type { Metadata } from "next";
import { getPhrase } from "./server-phrase";

/**
 * A seller workspace page's metadata: its English title, in the page's language (the area's
 * layout adds " | LAND Acre Seller" and keeps it out of search engines).
 */
export async function sellerMetadata(title: string): Promise<Metadata> {
  const phrase = await getPhrase();
  return { title: phrase(title) };
}
