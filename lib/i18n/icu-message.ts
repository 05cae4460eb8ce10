/**
 * A small ICU message formatter for the catalogue's messages, in place of `intl-messageformat`
 * and its parser (12 KB gzipped on every page, issue 29). It reads the ICU syntax the catalogues
 * use — `{name}`, `{n, plural, …}` with `=N`, `#` and `offset:`, `{n, selectordinal, …}`,
 * `{x, select, …}`, rich-text tags `<b>…</b>` and apostrophe quoting — and formats it exactly as
 * `intl-messageformat` does (`icu-message.test.ts` compares both on every message of every
 * catalogue). `{n, number}`, `{d, date}` and `{t, time}` are not read: a message that needs them
 * fails that test (and formats to its fallback at run time) rather than printing differently.
 *
 * next.config.ts puts lib/i18n/format-message.ts (which calls this) in the place of use-intl's
 * formatter in every bundle Next builds; scripts and unit tests run use-intl's own.
 */

type Options = Record<string, Element[]>;
export type Element =
  | string
  | { kind: "argument"; name: string }
  | { kind: "pound" }
  | { kind: "plural"; name: string; ordinal: boolean; offset: number; options: Options }
  | { kind: "select"; name: string; options: Options }
  | { kind: "tag"; name: string; children: Element[] };

type Parent = "plural" | "select" | null;

export class IcuSyntaxError extends Error {
  constructor(message: string, source: string) {
    super(`${message} in ICU message "${source}"`);
    this.name = "IcuSyntaxError";
  }
}

const SPACE = /\s/;
const ALPHA = /[a-zA-Z]/;

/** Parses one message into its elements (the same tree `@formatjs/icu-messageformat-parser` reads). */
export function parseIcu(source: string): Element[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new IcuSyntaxError(`${what} at ${at}`, source);
  };
  const skipSpace = () => {
    while (at < source.length && SPACE.test(source[at])) at++;
  };
  const expect = (char: string) => {
    if (source[at] !== char) fail(`expected "${char}"`);
    at++;
  };
  const word = (stop: RegExp): string => {
    const start = at;
    while (at < source.length && !stop.test(source[at])) at++;
    return source.slice(start, at);
  };

  /** Apostrophe quoting: `''` is one apostrophe; `'{…}'` (also `<`, `>`, `}`, `#` in a plural) is literal. */
  function quoted(parent: Parent): string | null {
    if (source[at] !== "'") return null;
    const next = source[at + 1];
    if (next === "'") {
      at += 2;
      return "'";
    }
    if (!(next === "{" || next === "<" || next === ">" || next === "}")) {
      if (!(next === "#" && parent === "plural")) return null;
    }
    at++;
    let text = source[at++];
    while (at < source.length) {
      if (source[at] === "'") {
        if (source[at + 1] === "'") {
          text += "'";
          at += 2;
          continue;
        }
        at++;
        break;
      }
      text += source[at++];
    }
    return text;
  }

  function literal(depth: number, parent: Parent): string {
    let text = "";
    while (at < source.length) {
      const quote = quoted(parent);
      if (quote !== null) {
        text += quote;
        continue;
      }
      const char = source[at];
      if (char === "<") {
        if (ALPHA.test(source[at + 1] ?? "") || source[at + 1] === "/") break;
        text += char;
        at++;
        continue;
      }
      if (char === "{" || (char === "#" && parent === "plural") || (char === "}" && depth > 0)) {
        break;
      }
      text += char;
      at++;
    }
    return text;
  }

  function options(depth: number, parent: "plural" | "select", name: string): Options {
    const found: Options = {};
    for (;;) {
      skipSpace();
      if (source[at] === "}") break;
      const selector = word(/[\s{}]/);
      if (!selector) fail(`expected an option of "${name}"`);
      skipSpace();
      expect("{");
      found[selector] = message(depth + 1, parent, false);
      expect("}");
    }
    if (!("other" in found)) fail(`"${name}" has no "other" option`);
    return found;
  }

  function argument(depth: number): Element {
    expect("{");
    skipSpace();
    const name = word(/[\s{},<>#'|]/);
    if (!name) fail("expected an argument name");
    skipSpace();
    if (source[at] === "}") {
      at++;
      return { kind: "argument", name };
    }
    expect(",");
    skipSpace();
    const type = word(/[\s{},]/);
    skipSpace();
    if (type !== "plural" && type !== "selectordinal" && type !== "select") {
      fail(`"{${name}, ${type}}" is not supported (lib/i18n/icu-message.ts)`);
    }
    expect(",");
    skipSpace();
    let element: Element;
    if (type === "select") {
      element = { kind: "select", name, options: options(depth, "select", name) };
    } else {
      let offset = 0;
      if (source.startsWith("offset:", at)) {
        at += "offset:".length;
        skipSpace();
        const digits = word(/[^\d-]/);
        offset = Number(digits);
        if (!digits || !Number.isInteger(offset)) fail("expected the offset's number");
      }
      element = {
        kind: "plural",
        name,
        ordinal: type === "selectordinal",
        offset,
        options: options(depth, "plural", name),
      };
    }
    skipSpace();
    expect("}");
    return element;
  }

  function tag(depth: number, parent: Parent): Element {
    expect("<");
    const name = word(/[^a-zA-Z0-9_.\-]/);
    skipSpace();
    if (source.startsWith("/>", at)) {
      at += 2;
      return `<${name}/>`;
    }
    expect(">");
    const children = message(depth + 1, parent, true);
    if (!source.startsWith("</", at)) fail(`unclosed tag <${name}>`);
    at += 2;
    const closing = word(/[^a-zA-Z0-9_.\-]/);
    if (closing !== name) fail(`<${name}> closed by </${closing}>`);
    skipSpace();
    expect(">");
    return { kind: "tag", name, children };
  }

  function message(depth: number, parent: Parent, inTag: boolean): Element[] {
    const elements: Element[] = [];
    while (at < source.length) {
      const char = source[at];
      if (char === "{") elements.push(argument(depth));
      else if (char === "}" && depth > 0) break;
      else if (char === "#" && parent === "plural") {
        at++;
        elements.push({ kind: "pound" });
      } else if (char === "<" && source[at + 1] === "/") {
        if (inTag) break;
        fail("closing tag without an opening one");
      } else if (char === "<" && ALPHA.test(source[at + 1] ?? ""))
        elements.push(tag(depth, parent));
      else {
        const text = literal(depth, parent);
        const last = elements[elements.length - 1];
        if (typeof last === "string") elements[elements.length - 1] = last + text;
        else elements.push(text);
      }
    }
    return elements;
  }

  const elements = message(0, null, false);
  if (at < source.length) fail("unexpected text");
  return elements;
}

/** What formatting needs from use-intl's formatters (memoised Intl objects). */
export type IcuFormatters = {
  getNumberFormat(locales: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  getPluralRules(locales: string, options?: Intl.PluralRulesOptions): Intl.PluralRules;
};

export type IcuValues = Record<string, unknown>;
type Part = { text: boolean; value: unknown };

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function missing(name: string, source: string): Error {
  return new Error(`The value of "${name}" was not given for the ICU message "${source}"`);
}

function merge(parts: Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.text && part.text) last.value = `${String(last.value)}${String(part.value)}`;
    else merged.push({ ...part });
  }
  return merged;
}

function toParts(
  elements: Element[],
  locale: string,
  formatters: IcuFormatters,
  values: IcuValues | undefined,
  pluralValue: number | undefined,
  source: string,
): Part[] {
  const parts: Part[] = [];
  for (const element of elements) {
    if (typeof element === "string") {
      parts.push({ text: true, value: element });
      continue;
    }
    if (element.kind === "pound") {
      if (typeof pluralValue === "number") {
        parts.push({ text: true, value: formatters.getNumberFormat(locale).format(pluralValue) });
      }
      continue;
    }
    if (!values || !(element.name in values)) throw missing(element.name, source);
    const value = values[element.name];
    switch (element.kind) {
      case "argument": {
        const plain =
          typeof value === "string" || typeof value === "number" || typeof value === "bigint";
        if (plain || !value) parts.push({ text: true, value: plain ? String(value) : "" });
        else parts.push({ text: false, value });
        break;
      }
      case "tag": {
        if (typeof value !== "function") {
          throw new Error(`The value of <${element.name}> must be a function in "${source}"`);
        }
        const inner = toParts(element.children, locale, formatters, values, pluralValue, source);
        const chunks: unknown = (value as (chunks: unknown[]) => unknown)(
          inner.map((p) => p.value),
        );
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) {
          parts.push({ text: typeof chunk === "string", value: chunk });
        }
        break;
      }
      case "select": {
        const key = String(value);
        const chosen =
          (has(element.options, key) ? element.options[key] : undefined) ?? element.options.other;
        parts.push(...toParts(chosen, locale, formatters, values, undefined, source));
        break;
      }
      case "plural": {
        const count = Number(value);
        const exact = `=${String(value)}`;
        let chosen = has(element.options, exact) ? element.options[exact] : undefined;
        if (!chosen) {
          const rule = formatters
            .getPluralRules(locale, { type: element.ordinal ? "ordinal" : "cardinal" })
            .select(count - element.offset);
          chosen =
            (has(element.options, rule) ? element.options[rule] : undefined) ??
            element.options.other;
        }
        parts.push(...toParts(chosen, locale, formatters, values, count - element.offset, source));
        break;
      }
    }
  }
  return merge(parts);
}

/**
 * Formats parsed elements as `IntlMessageFormat#format` does: a string when every part is text,
 * else the list of parts (rich text: what the tags' functions returned), text runs joined.
 */
export function formatIcu(
  elements: Element[],
  locale: string,
  formatters: IcuFormatters,
  values: IcuValues | undefined,
  source: string,
): unknown {
  const parts = toParts(elements, locale, formatters, values, undefined, source);
  if (parts.length === 1) return parts[0].value;
  const joined: unknown[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (joined.length && part.text && typeof last === "string") {
      joined[joined.length - 1] = last + String(part.value);
    } else joined.push(part.value);
  }
  return joined.length <= 1 ? (joined[0] ?? "") : joined;
}
