import type { Locale } from "./locales";
import type { Messages } from "./messages";

/** Typed keys: a message used in code that is missing from the catalogue fails `tsc`. */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
