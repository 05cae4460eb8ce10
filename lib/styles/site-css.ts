import generated from "./generated/site-css.json";

/**
 * The site's compiled stylesheet where pages are rendered (lib/styles/compile-site-css.ts makes it
 * when `next build` starts). Pages carry it inline (components/layout/site-styles.tsx); the
 * same text is also a file at SITE_CSS_HREF (app/styles/[file]/route.ts) for a page the browser
 * draws on its own. The browser's copy of this module (site-css.browser.ts, next.config.ts's
 * `browser` alias) has no text: it is in the page already.
 */
export const SITE_CSS: string = generated.css;

/** The stylesheet's address, named by its content, so a browser may keep it for good. */
export const SITE_CSS_HREF = `/styles/site-${generated.version}.css`;
