import { CITIES, STATES } from "@/lib/geo/city-data";
import {
  cityName,
  HINDI_CITY_NAMES,
  HINDI_LOCALITY_NAMES,
  HINDI_STATE_NAMES,
  localityName,
  placeName,
} from "./place-names-hi";

const DEVANAGARI = /^[\u0900-\u097F0-9 ]+$/;

describe("Devanagari place names", () => {
  it("names every city, state and locality of the gazetteer in Devanagari", () => {
    for (const city of CITIES) {
      expect([city.name, HINDI_CITY_NAMES[city.name]]).toEqual([
        city.name,
        expect.stringMatching(DEVANAGARI),
      ]);
      expect([city.state, HINDI_STATE_NAMES[city.state]]).toEqual([
        city.state,
        expect.stringMatching(DEVANAGARI),
      ]);
      for (const locality of city.localities) {
        expect([locality.name, HINDI_LOCALITY_NAMES[locality.name]]).toEqual([
          locality.name,
          expect.stringMatching(DEVANAGARI),
        ]);
      }
    }
    expect(STATES.length).toBeGreaterThan(0);
  });

  it("reads names in the page's language and keeps Latin where the table has none", () => {
    expect(cityName("Pune", "hi")).toBe("पुणे");
    expect(cityName("Pune", "en")).toBe("Pune");
    expect(localityName("Baner", "hi")).toBe("बाणेर");
    expect(placeName("Bangalore", "hi")).toBe("बेंगलुरु");
    expect(placeName("Maharashtra", "hi")).toBe("महाराष्ट्र");
    expect(cityName("Atlantis", "hi")).toBe("Atlantis");
  });
});
