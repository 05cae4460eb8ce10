"use client";

import { SITE_CSS } from "@/lib/styles/site-css";

/**
 * The site's stylesheet, inline in the page's <head> (React hoists a `<style>` with a
 * precedence there), so the first paint waits for no second request. A client component on
 * purpose: its text is written into the HTML once, not again into the page's RSC payload as a
 * server component's would be. In the browser SITE_CSS is empty: React adopts the `<style>`
 * already in the page by its `href`; a page the browser draws on its own, with no inline copy
 * (the not-found page), links the same stylesheet as a file instead. `href` is the file's
 * address (lib/styles/site-css.ts); empty under `next dev`, which links app/globals.css itself.
 */
export function SiteStyles({ href }: { href: string }) {
  if (!href) return null;
  if (SITE_CSS || inlineCopyIn(href)) {
    return (
      <style href={href} precedence="site">
        {SITE_CSS}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="site" />;
}

function inlineCopyIn(href: string): boolean {
  return (
    typeof document !== "undefined" && document.querySelector(`style[data-href="${href}"]`) !== null
  );
}
