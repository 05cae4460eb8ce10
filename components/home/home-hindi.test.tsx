import { NextIntlClientProvider } from "next-intl";
import { prerenderToNodeStream } from "react-dom/static";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { phraseFor } from "@/lib/i18n/phrase";
import type { CityCard } from "@/lib/insights/insight-queries";
import { SERVICES } from "@/lib/services/catalog";
import { InsightsTeaser } from "./insights-teaser";
import { ServicesGrid } from "./services-grid";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const CARDS: CityCard[] = [
  {
    id: 1,
    name: "Pune",
    slug: "pune",
    state: "Maharashtra",
    popular: true,
    saleMedian: 7250,
    rentMedian: 28.5,
    saleChange: 6.4,
  },
  {
    id: 2,
    name: "Indore",
    slug: "indore",
    state: "Madhya Pradesh",
    popular: false,
    saleMedian: 4100,
    rentMedian: null,
    saleChange: null,
  },
];

jest.mock("@/lib/insights/insight-queries", () => ({
  getCityCards: async () => CARDS,
}));

function inLanguage(locale: Locale, element: React.ReactElement): React.ReactElement {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {element}
    </NextIntlClientProvider>
  );
}

/** The words a section shows (tags removed, spaces collapsed). */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The whole markup once the teaser's rows (an async component in Suspense) have rendered. */
async function teaser(locale: Locale): Promise<string> {
  const { prelude } = await prerenderToNodeStream(inLanguage(locale, <InsightsTeaser />));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("the home page's service tiles", () => {
  it("name all 13 services in Hindi on Hindi pages (each title has its phrase)", () => {
    const hindi = phraseFor("hi");
    expect(SERVICES.filter((s) => hindi(s.title) === s.title).map((s) => s.title)).toEqual([]);
    const html = text(renderToStaticMarkup(inLanguage("hi", <ServicesGrid />)));
    for (const service of SERVICES) {
      expect(html).toContain(hindi(service.title));
      expect(html).not.toContain(service.title);
    }
    expect(html).toContain("वास्तु सलाहकार");
  });

  it("keep the English titles on English pages", () => {
    const html = text(renderToStaticMarkup(inLanguage("en", <ServicesGrid />)));
    for (const service of SERVICES) expect(html).toContain(service.title.replace("&", "&amp;"));
  });
});

describe("the home page's Insights teaser", () => {
  it("reads as before in English", async () => {
    const words = text(await teaser("en"));
    for (const phrase of [
      "Introducing Insights",
      "Understand localities before you visit",
      "Price trends by city and locality, what residents say, and tools: EMI and loan eligibility, stamp duty, area units and rent or buy.",
      "Explore insights",
      "Newest median asking prices, and the change over 12 months",
      "City Buy, per sq ft Rent, per sq ft a month",
      "Pune ₹7,250 +6.4 % ₹28.5",
      "Indore ₹4,100 —",
    ])
      expect(words).toContain(phrase);
  });

  it("is Hindi on Hindi pages: its words, the table's headings and the cities' names", async () => {
    const html = await teaser("hi");
    const words = text(html);
    for (const phrase of [
      "पेश है इनसाइट्स",
      "देखने जाने से पहले लोकेलिटी को समझें",
      "इनसाइट्स देखें",
      "सबसे नई औसत (मीडियन) मांगी गई कीमतें, और 12 महीने में बदलाव",
      "शहर खरीद, प्रति sq ft किराया, प्रति sq ft प्रति माह",
      "पुणे ₹7,250 +6.4 % ₹28.5",
      "इंदौर ₹4,100 —",
    ])
      expect(words).toContain(phrase);
    expect(html).toContain('href="/insights/pune"');
    // Nothing English is left apart from the glossary's terms (EMI, sq ft).
    expect(words.replace(/\bEMI\b|\bsq ft\b/g, "")).not.toMatch(/[A-Za-z]{3,}/);
  });
});
