import "./globals.css";

/**
 * `next dev` (next.config.ts's alias for @/lib/styles/site-css): the stylesheet comes the usual
 * way, as a file Next.js keeps up to date while you edit, so components/layout/site-styles.tsx
 * draws nothing.
 */
export const SITE_CSS = "";
export const SITE_CSS_HREF = "";
