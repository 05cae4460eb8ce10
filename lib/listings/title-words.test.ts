import { messagesFor } from "@/lib/i18n/messages";
import { listingTitleIn as titleIn, photoAltIn as altIn } from "./title-words";

const listingTitleIn = (title: string, locale: "en" | "hi") =>
  titleIn(title, locale, messagesFor(locale).titleWords);
const photoAltIn = (alt: string, locale: "en" | "hi") => altIn(alt, locale, messagesFor(locale));

describe("listing titles the site writes, in Hindi", () => {
  it("rewords the site's own titles with Devanagari places", () => {
    expect(listingTitleIn("2 BHK Flat for Sale in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 2 BHK फ्लैट",
    );
    expect(listingTitleIn("3 BHK Flat for Rent in Pimple Saudagar, Pune", "hi")).toBe(
      "पिंपले सौदागर, पुणे में किराए के लिए 3 BHK फ्लैट",
    );
    expect(listingTitleIn("1,250 sq ft Commercial Plot for Sale in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 1,250 sq ft कमर्शियल प्लॉट",
    );
    expect(listingTitleIn("2.5 acres Agricultural Land for Sale in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 2.5 एकड़ कृषि ज़मीन",
    );
    expect(listingTitleIn("Furnished Office Space for Sale in Wakad, Pune", "hi")).toBe(
      "वाकड, पुणे में बिक्री के लिए फर्निश्ड ऑफिस स्पेस",
    );
    expect(listingTitleIn("12-Room Guest House for Sale in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 12 कमरों वाला गेस्ट हाउस",
    );
    expect(listingTitleIn("PG for Girls in Viman Nagar, Pune", "hi")).toBe(
      "विमान नगर, पुणे में लड़कियों के लिए PG",
    );
    expect(listingTitleIn("Co-living PG in Baner, Pune", "hi")).toBe("बाणेर, पुणे में को-लिविंग PG");
    // The title a listing gets when its seller leaves it empty (lib/listings/listing-record.ts).
    expect(listingTitleIn("2 BHK Flat / Apartment for Sale in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 2 BHK फ्लैट / अपार्टमेंट",
    );
    expect(listingTitleIn("2 BHK PG accommodation in Baner, Pune", "hi")).toBe(
      "बाणेर, पुणे में 2 BHK PG आवास",
    );
  });

  it("keeps a seller's own words, an unknown place and every English title as typed", () => {
    expect(listingTitleIn("Sea-facing flat, ready to move", "hi")).toBe(
      "Sea-facing flat, ready to move",
    );
    expect(listingTitleIn("Lovely Penthouse for Sale in Baner, Pune", "hi")).toBe(
      "Lovely Penthouse for Sale in Baner, Pune",
    );
    expect(listingTitleIn("2 BHK Flat for Sale in Nowhere Colony, Pune", "hi")).toBe(
      "Nowhere Colony, पुणे में बिक्री के लिए 2 BHK फ्लैट",
    );
    expect(listingTitleIn("2 BHK Flat for Sale in Baner, Pune", "en")).toBe(
      "2 BHK Flat for Sale in Baner, Pune",
    );
  });
});

describe("photo descriptions the site writes, in Hindi", () => {
  it("rewords '<title> — photo N' and leaves a seller's own description as typed", () => {
    expect(photoAltIn("2 BHK Flat for Sale in Baner, Pune — photo 3", "hi")).toBe(
      "बाणेर, पुणे में बिक्री के लिए 2 BHK फ्लैट — फोटो 3",
    );
    expect(photoAltIn("Living room with a balcony", "hi")).toBe("Living room with a balcony");
    expect(photoAltIn("2 BHK Flat for Sale in Baner, Pune — photo 3", "en")).toBe(
      "2 BHK Flat for Sale in Baner, Pune — photo 3",
    );
  });
});
