// use-intl's core (what next-intl re-exports): no React, so scripts outside Next (benches,
// jobs) load it under the react-server condition too.
import { createTranslator } from "use-intl/core";
import type { Locale } from "./locales";
import { messagesFor } from "./messages";

/**
 * The catalogue's messages for code that runs outside a page render (titles and headings built
 * in lib/, e-mails, jobs): a plain synchronous translator for one language.
 */
export function translator<Namespace extends keyof ReturnType<typeof messagesFor>>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace });
}
