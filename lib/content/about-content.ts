import type { Locale } from "@/lib/i18n/locales";
import { ABOUT, type AboutContent } from "./about";
import { ABOUT_HI } from "./about-hi";

/** The /about page's words in a language. */
export function aboutContent(locale: Locale): AboutContent {
  return locale === "hi" ? ABOUT_HI : ABOUT;
}
