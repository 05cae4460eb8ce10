import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { slugify } from "@/lib/format/slugify";
import { findCityByName } from "@/lib/geo/cities";
import { loadCityProperties, loadFeaturedProperties } from "@/lib/search/listing-rails";
import type { PropertyCardData } from "@/lib/search/property-card-data";
import { searchProperties, type SearchResult } from "@/lib/search/search-properties";
import type { SearchFilters } from "@/lib/validation/search";

/** Featured listings for the home page and the properties API; cached a few minutes by tag. */
export async function getFeaturedProperties(limit = 12): Promise<PropertyCardData[]> {
  "use cache";
  cacheTag(tags.properties, tags.featured);
  cacheLife("minutes");
  return loadFeaturedProperties(await getDb(), limit);
}

/** "Properties in <city>"; cached a few minutes under the city's tag. */
export async function getCityProperties(cityName: string, limit = 12): Promise<PropertyCardData[]> {
  "use cache";
  const slug = findCityByName(cityName)?.slug ?? slugify(cityName);
  cacheTag(tags.properties, tags.cityProperties(slug));
  cacheLife("minutes");
  return loadCityProperties(await getDb(), cityName, limit);
}

/**
 * A search page's results (the page of cards and the count), cached per filter set (one query
 * per distinct search instead of per visit; `/search-results` pages are also kept whole per
 * query string). Every listing write expires `properties`, so a change shows at once.
 */
export async function getSearchResults(filters: SearchFilters): Promise<SearchResult> {
  "use cache";
  cacheTag(tags.properties);
  cacheLife("hours");
  return searchProperties(filters);
}
