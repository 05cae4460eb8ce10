import { isValidElement } from "react";
import {
  formatIcu,
  parseIcu,
  type Element,
  type IcuFormatters,
  type IcuValues,
} from "./icu-message";

/**
 * use-intl's message formatter (`use-intl/format-message`) for every bundle Next builds
 * (next.config.ts aliases it here): the same contract as use-intl's own, which compiles each
 * message with `intl-messageformat` and its parser, 12 KB gzipped in every page's JavaScript
 * (issue 29). Messages are parsed by lib/i18n/icu-message.ts, once per message text.
 */
type FormatOptions = { formatters: IcuFormatters; locale: string };

const parsed = new Map<string, Element[]>();

function elementsOf(message: string): Element[] {
  let elements = parsed.get(message);
  if (!elements) {
    elements = parseIcu(message);
    parsed.set(message, elements);
  }
  return elements;
}

/** A message with no values and nothing to read (use-intl's own fast path): the text itself. */
function isPlain(message: string): boolean {
  return !/'[{}<#|']/.test(message) && !/<|{/.test(message);
}

function formatMessage(
  key: string,
  message: unknown,
  values: IcuValues | undefined,
  options: FormatOptions,
): unknown {
  if (typeof message !== "string") {
    throw new Error(
      `The message at \`${key}\` is ${Array.isArray(message) ? "an array" : typeof message}, not a text`,
    );
  }
  if (!values && isPlain(message)) return message;
  const formatted = formatIcu(
    elementsOf(message),
    options.locale,
    options.formatters,
    values,
    message,
  );
  return isValidElement(formatted) || Array.isArray(formatted) || typeof formatted === "string"
    ? formatted
    : String(formatted);
}

// `t.raw` reads the catalogue's text as it is written (as with use-intl's own formatter).
formatMessage.raw = true;

export default formatMessage;
