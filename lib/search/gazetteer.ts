/** The place list the free-text parser reads, built once from the cities dataset. Isomorphic. */
import { CITIES } from "@/lib/geo/cities";
import type { Gazetteer } from "@/lib/search/query/places";

export const CITY_GAZETTEER: Gazetteer = {
  cities: CITIES.map((c) => ({ name: c.name, state: c.state, aliases: [...c.aliases] })),
  localities: CITIES.flatMap((c) => c.localities.map((l) => ({ name: l.name, city: c.name }))),
};
