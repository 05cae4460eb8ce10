import { preloadLinkHeader } from "../preload-links";

/** The head of a cached listing page as Next.js renders it (trimmed). */
const LISTING_HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/a-480.webp 480w, /media/a-960.webp 960w" imageSizes="(min-width: 1024px) 760px, 100vw" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<link rel="preload" as="image" href="/media/b-480.webp"/>' +
  '<link rel="stylesheet" href="https://cdn.example.com/x.css"/>' +
  "<title>2 BHK Flat</title></head>" +
  '<body><link rel="stylesheet" href="/late.css"/><p>2 BHK</p></body></html>';

describe("preloadLinkHeader", () => {
  it("asks for the head's stylesheets and its high-priority photo, and nothing else", () => {
    expect(preloadLinkHeader(LISTING_HEAD)).toBe(
      '</media/a-480.webp>; rel=preload; as="image"; fetchpriority="high"; ' +
        'imagesrcset="/media/a-480.webp 480w, /media/a-960.webp 960w"; ' +
        'imagesizes="(min-width: 1024px) 760px, 100vw", ' +
        '</_next/static/chunks/site.css>; rel=preload; as="style"',
    );
  });

  it("reads a page held as bytes the same way", () => {
    expect(preloadLinkHeader(Buffer.from(LISTING_HEAD))).toBe(preloadLinkHeader(LISTING_HEAD));
  });

  it("gives nothing for a page whose head links nothing of the site", () => {
    expect(preloadLinkHeader("<html><head><title>x</title></head><body></body></html>")).toBe(
      undefined,
    );
    expect(
      preloadLinkHeader('<head><link rel="stylesheet" href="//evil.test/a.css"/></head>'),
    ).toBe(undefined);
  });

  it("keeps a quote or bracket in an address from breaking the header", () => {
    expect(
      preloadLinkHeader('<head><link rel="stylesheet" href="/a&amp;b&gt;c&quot;.css"/></head>'),
    ).toBe('</a&b%3Ec%22.css>; rel=preload; as="style"');
  });

  it("leaves out a stylesheet that does not hold the first paint, and names each address once", () => {
    const head =
      '<head><style data-first-paint="">.a{color:red}</style>' +
      '<link rel="stylesheet" media="print" href="/_next/static/chunks/site.css"/>' +
      '<link rel="stylesheet" disabled="" href="/_next/static/chunks/all.css"/>' +
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>' +
      '<link rel="stylesheet" href="/_next/static/chunks/map.css"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/map.css"/></head>';
    expect(preloadLinkHeader(head)).toBe('</_next/static/chunks/map.css>; rel=preload; as="style"');
  });
});
