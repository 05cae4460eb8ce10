import { ARTICLES } from "@/lib/content/articles/all-articles";
import { env } from "@/lib/env";
import { site } from "@/lib/site";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  contactPageJsonLd,
  organizationJsonLd,
  serviceJsonLd,
} from "./content-json-ld";

const base = env.SITE_URL.replace(/\/+$/, "");

describe("content pages' JSON-LD", () => {
  it("lists breadcrumbs with absolute URLs on the site", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "About Us", path: "/about" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
        { "@type": "ListItem", position: 2, name: "About Us", item: `${base}/about` },
      ],
    });
  });

  it("describes the organisation, a service and the contact page from the site's details", () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({ "@type": "Organization", name: site.name, url: `${base}/` });
    expect(serviceJsonLd({ name: "Home loans", description: "d", path: "/services/x" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Home loans",
      description: "d",
      url: `${base}/services/x`,
      areaServed: { "@type": "Country", name: "India" },
      provider: { "@type": "Organization", name: site.name, url: `${base}/` },
    });
    expect(contactPageJsonLd()).toMatchObject({ url: `${base}/contact` });
  });

  it("marks an article with its page as the main entity", () => {
    const article = ARTICLES[0];
    const ld = articleJsonLd(article, "/real-estate/advice/x");
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: article.title,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${base}/real-estate/advice/x` },
      author: { url: `${base}/about` },
    });
  });
});
