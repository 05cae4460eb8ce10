import { renderToStaticMarkup } from "react-dom/server";
import { SeoLinkBlocks } from "./seo-link-blocks";

/** The links as the HTML has them: [label, href] with the markup's `&amp;` decoded. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
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
