import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { messagesFor } from "@/lib/i18n/messages";
import { browseLinkLabel } from "./browse-link-lists";
import { browseBlocks, SeoLinkBlocks } from "./seo-link-blocks";

/** The links as the HTML has them: [label, href] with the markup's `&amp;` decoded. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
    m[2],
    m[1].replaceAll("&amp;", "&"),
  ]);
}

describe("SeoLinkBlocks", () => {
  const html = renderToStaticMarkup(<SeoLinkBlocks />);

  it("draws 32 crawlable links in four labelled columns", () => {
    expect(links(html)).toHaveLength(32);
    for (const title of ["Flats for sale", "By size", "Plots and land", "Homes for rent"]) {
      expect(html).toContain(`<nav aria-label="${title}"><h3>${title}</h3>`);
    }
  });

  it("builds each label and the spec's full search-results URL from the city and state", () => {
    const byLabel = new Map(links(html));
    expect(byLabel.get("Flats for sale in Indore")).toBe(
      "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=",
    );
    expect(byLabel.get("2 BHK in Bhopal")).toBe(
      "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Bhopal&state=Madhya+Pradesh&locality=&searchQuery=&bhk=2",
    );
    expect(byLabel.get("Plots for sale in Chennai")).toBe(
      "/search-results?propertyType=LandPlot&transactionType=Buy&page=1&city=Chennai&state=Tamil+Nadu&locality=&searchQuery=",
    );
    expect(byLabel.get("Flats for rent in Gurgaon")).toBe(
      "/search-results?propertyType=FlatApartment&transactionType=Rent&page=1&city=Gurgaon&state=Haryana&locality=&searchQuery=",
    );
  });

  it("names a state for every link's city", () => {
    for (const [, href] of links(html)) {
      expect(new URL(href, "http://x").searchParams.get("state")).not.toBe("");
    }
  });
});

describe("SeoLinkBlocks on a Hindi page", () => {
  const english = links(renderToStaticMarkup(<SeoLinkBlocks />));
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="hi" messages={messagesFor("hi")} timeZone="Asia/Kolkata">
      <SeoLinkBlocks />
    </NextIntlClientProvider>,
  );
  const hindi = links(html);

  it("says its heading, columns and labels in Hindi, as the search headings word them", () => {
    expect(html).toContain(">पूरे भारत में प्रॉपर्टी देखें</h2>");
    for (const title of ["बिक्री के लिए फ्लैट", "साइज़ के हिसाब से", "प्लॉट और ज़मीन", "किराए के लिए घर"]) {
      expect(html).toContain(`<nav aria-label="${title}"><h3>${title}</h3>`);
    }
    const labels = hindi.map(([label]) => label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "इंदौर में बिक्री के लिए फ्लैट",
        "भोपाल में 2 BHK",
        "चेन्नई में बिक्री के लिए प्लॉट",
        "गुड़गांव में किराए के लिए फ्लैट",
      ]),
    );
    // No English left but the glossary's BHK.
    expect(labels.filter((label) => /[A-Za-z]{4,}/.test(label))).toEqual([]);
  });

  it("links to the English page's search URLs under /hi, in the same order", () => {
    expect(hindi).toHaveLength(32);
    expect(hindi.map(([, href]) => href)).toEqual(english.map(([, href]) => `/hi${href}`));
  });

  it("sends the cities' Hindi names only for Hindi, and builds the labels from them", () => {
    expect(browseBlocks("en").names).toBeUndefined();
    const { blocks, names } = browseBlocks("hi");
    expect(names?.Indore).toBe("इंदौर");
    expect(browseLinkLabel(blocks[1], ["Bhopal", "Madhya Pradesh", 2], names)).toBe(
      "भोपाल में 2 BHK",
    );
    const english = browseBlocks("en").blocks;
    expect(browseLinkLabel(english[1], ["Bhopal", "Madhya Pradesh", 2])).toBe("2 BHK in Bhopal");
    expect(browseLinkLabel(english[0], ["Indore", "Madhya Pradesh"])).toBe(
      "Flats for sale in Indore",
    );
  });
});
