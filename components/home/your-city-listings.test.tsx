import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { prerenderToNodeStream } from "react-dom/static";
import type { DetectedCityState } from "@/components/layout/use-detected-city";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { ListingCard } from "@/lib/properties/listing-cards";
import { YourCitySection } from "./your-city-section";

jest.mock("@/components/i18n/link", () => ({
  Link: ({
    href,
    children,
    className,
  }: {
    href: string;
    children: React.ReactNode;
    className?: string;
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

jest.mock("@/components/ui/sprite-icon", () => ({ SpriteIcon: () => null }));

// The cards are the listing card's own business (its tests): here a title per listing.
jest.mock("@/components/property/property-card", () => ({
  ListingGrid: ({ listings }: { listings: ListingCard[] }) => (
    <ul>
      {listings.map((l) => (
        <li key={l.id}>{l.title}</li>
      ))}
    </ul>
  ),
}));

const NOTHING: DetectedCityState = {
  location: null,
  city: null,
  loading: false,
  error: null,
  permissionDenied: false,
  locate: () => {},
};
let detected: DetectedCityState = NOTHING;
jest.mock("@/components/layout/use-detected-city", () => ({
  useDetectedCity: () => detected,
}));

const INDORE = { city: "Indore", state: "Madhya Pradesh" };

/**
 * The visitor's city and its listings arrive in the browser (the shell's detection, then
 * GET /api/properties/your-city); a server render has neither, so the test hands over the
 * detected city and the answer the component keeps in its one state.
 */
function withListings(listings: number) {
  detected = { ...NOTHING, city: INDORE };
  const react = jest.requireActual<typeof React>("react");
  const useState = react.useState;
  const answer = {
    name: "Indore",
    data: {
      city: { name: "Indore", state: "Madhya Pradesh", slug: "indore" },
      listings: Array.from({ length: listings }, (_, i) => ({
        id: i + 1,
        title: `Listing ${i + 1}`,
      })),
    },
  };
  jest
    .spyOn(react, "useState")
    .mockImplementation(((initial: unknown) =>
      initial === null ? [answer, () => {}] : useState(initial)) as typeof React.useState);
}

async function render(locale: Locale): Promise<{ text: string; labels: string[]; html: string }> {
  const { prelude } = await prerenderToNodeStream(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <YourCitySection />
    </NextIntlClientProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return {
    html,
    text: html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    labels: [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]),
  };
}

const HINDI_PICKS = "इंदौर भोपाल मुंबई दिल्ली बेंगलुरु पुणे हैदराबाद अहमदाबाद";
const ENGLISH_PICKS = "Indore Bhopal Mumbai Delhi Bangalore Pune Hyderabad Ahmedabad";

afterEach(() => {
  detected = NOTHING;
  jest.restoreAllMocks();
});

describe("the home page's 'your city' section on Hindi pages", () => {
  it("offers the popular cities in Hindi while the city is unknown", async () => {
    const { text, labels, html } = await render("hi");
    expect(text).toBe(
      `आपके शहर में प्रॉपर्टी अपने आस-पास की लिस्टिंग देखने के लिए लोकेशन की अनुमति दें, या कोई शहर चुनें। ${HINDI_PICKS}`,
    );
    expect(labels).toEqual(["लोकप्रिय शहर"]);
    expect(html).toContain('href="/property-in/indore"');
  });

  it("says in Hindi why no city was found", async () => {
    detected = { ...NOTHING, permissionDenied: true };
    expect((await render("hi")).text).toContain("लोकेशन की अनुमति बंद है। इसकी जगह कोई शहर चुनें। इंदौर");
    detected = { ...NOTHING, error: "Geolocation is not supported by this browser." };
    expect((await render("hi")).text).toContain(
      "यह ब्राउज़र लोकेशन शेयर नहीं कर सकता। इसकी जगह कोई शहर चुनें। इंदौर",
    );
    detected = { ...NOTHING, loading: true };
    expect((await render("hi")).text).toContain("आपका शहर ढूंढ रहे हैं… इंदौर");
  });

  it("names the detected city in Hindi over its listings, and the other cities", async () => {
    withListings(2);
    const { text, labels } = await render("hi");
    expect(text).toBe(
      "इंदौर में प्रॉपर्टी इंदौर, मध्य प्रदेश में आपके आस-पास की सबसे नई लिस्टिंग। इंदौर की सभी प्रॉपर्टी → Listing 1 Listing 2 कहीं और देख रहे हैं? भोपाल मुंबई दिल्ली बेंगलुरु पुणे हैदराबाद अहमदाबाद",
    );
    expect(labels).toEqual(["लोकप्रिय शहर"]);
  });

  it("says in Hindi when the detected city has no listings yet", async () => {
    withListings(0);
    expect((await render("hi")).text).toBe(
      `आपके शहर में प्रॉपर्टी इंदौर में अभी कोई लिस्टिंग नहीं है — इनमें से कोई शहर देखें। ${HINDI_PICKS}`,
    );
  });
});

describe("the home page's 'your city' section on English pages", () => {
  it("reads as before", async () => {
    const unknown = await render("en");
    expect(unknown.text).toBe(
      `Properties in your city Allow location access to see listings near you, or pick a city. ${ENGLISH_PICKS}`,
    );
    expect(unknown.labels).toEqual(["Popular cities"]);
    detected = { ...NOTHING, permissionDenied: true };
    expect((await render("en")).text).toContain(
      "Location access is turned off. Pick a city instead. Indore",
    );
    detected = { ...NOTHING, error: "Failed to get location data" };
    expect((await render("en")).text).toContain(
      "Failed to get location data. Pick a city instead. Indore",
    );
    withListings(1);
    expect((await render("en")).text).toBe(
      "Properties in Indore Newest listings near you in Indore, Madhya Pradesh. All property in Indore → Listing 1 Looking elsewhere? Bhopal Mumbai Delhi Bangalore Pune Hyderabad Ahmedabad",
    );
    jest.restoreAllMocks();
    withListings(0);
    expect((await render("en")).text).toBe(
      `Properties in your city No listings in Indore yet — try one of these cities. ${ENGLISH_PICKS}`,
    );
  });
});
