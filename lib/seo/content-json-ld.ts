/**
 * schema.org JSON-LD of the content pages (about, contact, services, advice, legal), built on
 * the same URL and breadcrumb helpers as the listing pages' (./json-ld) with the site's base
 * URL. Mark up only what the page shows.
 */
import type { Article } from "@/lib/content/articles/types";
import { env } from "@/lib/env";
import { fullAddress, site } from "@/lib/site";
import { absoluteUrl, breadcrumbList, type Crumb, type JsonLd } from "./json-ld";

type JsonLdObject = JsonLd;

/** A stand-alone BreadcrumbList document. */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdObject {
  return { "@context": "https://schema.org", ...breadcrumbList(env.SITE_URL, crumbs) };
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
    url: absoluteUrl(env.SITE_URL, "/"),
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
    url: absoluteUrl(env.SITE_URL, service.path),
    areaServed: { "@type": "Country", name: "India" },
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(env.SITE_URL, "/") },
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
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(env.SITE_URL, path) },
    author: { "@type": "Organization", name: site.name, url: absoluteUrl(env.SITE_URL, "/about") },
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl(env.SITE_URL, "/") },
  };
}

export function contactPageJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl(env.SITE_URL, "/contact"),
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
