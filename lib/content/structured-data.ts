import { env } from "@/lib/env";
import { fullAddress, site } from "@/lib/site";
import type { Article } from "./articles/types";

/** schema.org objects for the public content pages. Mark up only what the page shows. */
type JsonLdObject = Record<string, unknown>;

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqPageJsonLd(faqs: { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

function organization(): JsonLdObject {
  const a = site.address;
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    email: site.email,
    telephone: site.phoneTel,
    address: {
      "@type": "PostalAddress",
      streetAddress: a.line1,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.pin,
      addressCountry: "IN",
    },
    sameAs: site.social.map((s) => s.href),
  };
}

export function organizationJsonLd(): JsonLdObject {
  return { "@context": "https://schema.org", ...organization() };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    areaServed: { "@type": "Country", name: "India" },
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
  };
}

export function articleJsonLd(article: Article, path: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.metaDescription,
    datePublished: article.published,
    dateModified: article.updated,
    articleSection: article.category,
    inLanguage: "en-IN",
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
    author: { "@type": "Organization", name: site.name, url: absoluteUrl("/about") },
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
  };
}

export function contactPageJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl("/contact"),
    mainEntity: {
      ...organization(),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: site.phoneTel,
        email: site.email,
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
    },
    description: `Contact ${site.name} at ${fullAddress()}.`,
  };
}
