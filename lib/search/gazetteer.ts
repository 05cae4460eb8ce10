/** The place list the free-text parser reads, built once from the cities dataset. Isomorphic. */
import { CITIES } from "@/lib/geo/cities";
import { HINDI_LOCALITY_NAMES } from "@/lib/geo/place-names-hi";
import type { Gazetteer } from "@/lib/search/query/places";

export const CITY_GAZETTEER: Gazetteer = {
  cities: CITIES.map((c) => ({ name: c.name, state: c.state, aliases: [...c.aliases] })),
  localities: CITIES.flatMap((c) => c.localities.map((l) => ({ name: l.name, city: c.name }))),
  // Cities in Devanagari are words of lib/search/hindi-words.ts; localities are read from here.
  devanagari: HINDI_LOCALITY_NAMES,
};
