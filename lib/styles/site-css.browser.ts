/** In the browser the stylesheet is in the page already, or a file (lib/styles/site-css.ts). */
export const SITE_CSS = "";
