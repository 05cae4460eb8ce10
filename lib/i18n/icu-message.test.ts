import { IntlMessageFormat } from "intl-messageformat";
import { formatIcu, parseIcu, type IcuFormatters, type IcuValues } from "./icu-message";
import formatMessage from "./format-message";
import { messagesFor } from "./messages";
import { LOCALES } from "./locales";

const formatters: IcuFormatters = {
  getNumberFormat: (locale, options) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale, options) => new Intl.PluralRules(locale, options),
};

/** What intl-messageformat (use-intl's own formatter, the reference) makes of a message. */
function reference(message: string, locale: string, values?: IcuValues): unknown {
  const all = {
    ...formatters,
    getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o),
  };
  return new IntlMessageFormat(message, locale, undefined, { formatters: all }).format(
    values as Record<string, string>,
  );
}

function ours(message: string, locale: string, values?: IcuValues): unknown {
  return formatIcu(parseIcu(message), locale, formatters, values, message);
}

/** The reference parser's tree (intl-messageformat's), to find each message's arguments. */
type AstElement = {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
};
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

type Argument = { name: string; kind: "text" | "count" | "choice" | "tag"; choices: string[] };

function argumentsOf(elements: AstElement[], found = new Map<string, Argument>()) {
  for (const element of elements) {
    const name = element.value ?? "";
    if (element.type === ARGUMENT && !found.has(name))
      found.set(name, { name, kind: "text", choices: [] });
    if (element.type === NUMBER || element.type === DATE || element.type === TIME)
      throw new Error(`{${name}} is a number, date or time argument: not read here`);
    if (element.type === PLURAL) found.set(name, { name, kind: "count", choices: [] });
    if (element.type === SELECT)
      found.set(name, { name, kind: "choice", choices: Object.keys(element.options ?? {}) });
    if (element.type === TAG) found.set(name, { name, kind: "tag", choices: [] });
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
    if (element.children) argumentsOf(element.children, found);
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1500];

/** Values that take every branch of the message: each count and choice in turn, the rest fixed. */
function valueSets(args: Argument[], rich: boolean): IcuValues[] {
  const base = (): IcuValues =>
    Object.fromEntries(
      args.map((arg) => {
        if (arg.kind === "count") return [arg.name, 1];
        if (arg.kind === "choice") return [arg.name, arg.choices[0]];
        if (arg.kind === "tag")
          return [
            arg.name,
            rich
              ? (chunks: unknown[]) => ({ tag: arg.name, chunks })
              : (chunks: unknown[]) => `[${arg.name}:${chunks.join("|")}]`,
          ];
        return [arg.name, `«${arg.name}»`];
      }),
    );
  const sets = [base()];
  for (const arg of args) {
    if (arg.kind === "count") for (const n of COUNTS) sets.push({ ...base(), [arg.name]: n });
    if (arg.kind === "choice")
      for (const choice of [...arg.choices, "none-of-these"])
        sets.push({ ...base(), [arg.name]: choice });
  }
  return sets;
}

function everyMessage(node: unknown, path: string, out: [string, string][] = []) {
  if (typeof node === "string") out.push([path, node]);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) everyMessage(value, `${path}.${key}`, out);
  return out;
}

describe("the catalogue's messages formatted without intl-messageformat", () => {
  for (const locale of LOCALES) {
    it(`formats every ${locale} message as intl-messageformat does, in every branch`, () => {
      const messages = everyMessage(messagesFor(locale), locale);
      expect(messages.length).toBeGreaterThan(1000);
      let compared = 0;
      for (const [path, message] of messages) {
        let ast: AstElement[];
        try {
          ast = new IntlMessageFormat(message, locale).getAst() as AstElement[];
        } catch {
          // Not ICU (a phrase read as it is, "<date>"): refused by both.
          expect(() => parseIcu(message)).toThrow();
          continue;
        }
        const args = [...argumentsOf(ast).values()];
        for (const rich of [false, true]) {
          for (const values of valueSets(args, rich)) {
            const expected = reference(message, locale, values);
            let actual: unknown;
            try {
              actual = ours(message, locale, values);
            } catch (error) {
              throw new Error(`${path}: ${(error as Error).message}`);
            }
            if (JSON.stringify(actual) !== JSON.stringify(expected))
              throw new Error(
                `${path} with ${JSON.stringify(values)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
              );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(messages.length);
    });
  }
});

describe("ICU syntax", () => {
  const cases: [string, IcuValues | undefined][] = [
    ["Don't stop", undefined],
    ["It''s {name}'s", { name: "Asha" }],
    ["'{name}' is written as is", {}],
    ["a '<b>' tag and 5 < 6", {}],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 1 }],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 12345 }],
    ["{n, plural, offset:1 one {you and # other} other {you and # others}}", { n: 3 }],
    [
      "{n, plural, other {'#' is # and {k, select, a {# in a select} other {x}}}}",
      { n: 4, k: "a" },
    ],
    ["{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n: 22 }],
    ["{who, select, seller {Seller {name}} other {Someone}}", { who: "seller", name: "Ravi" }],
    ["{who, select, seller {Seller} other {Someone}}", { who: "buyer" }],
    [
      "Read the <link>terms</link>, <b>now</b>",
      { link: (c: unknown[]) => `[${c.join("")}]`, b: (c: unknown[]) => c },
    ],
    ["A <br/> self-closing tag", {}],
    ["{n} and {zero} and {none} and {missing}", { n: 7, zero: 0, none: null, missing: false }],
  ];
  it.each(cases)("formats %s as intl-messageformat does", (message, values) => {
    expect(ours(message, "en", values)).toEqual(reference(message, "en", values));
    expect(ours(message, "hi", values)).toEqual(reference(message, "hi", values));
  });

  it("throws, as intl-messageformat does, when a value is missing or the syntax is wrong", () => {
    expect(() => ours("Hello {name}", "en", {})).toThrow(/name/);
    expect(() => reference("Hello {name}", "en", {})).toThrow();
    for (const broken of ["{n, plural, one {x}}", "<b>open", "{name", "x </b>"]) {
      expect(() => parseIcu(broken)).toThrow();
      expect(() => new IntlMessageFormat(broken, "en")).toThrow();
    }
  });

  it("does not read number, date and time arguments (none in the catalogues)", () => {
    expect(() => parseIcu("{n, number}")).toThrow(/not supported/);
    expect(() => parseIcu("{d, date, short}")).toThrow(/not supported/);
  });
});

describe("use-intl's formatter contract", () => {
  const options = { formatters, locale: "en" };
  it("returns a plain message as written, a message with values formatted", () => {
    expect(formatMessage("k", "Saved", undefined, options)).toBe("Saved");
    expect(
      formatMessage("k", "{n, plural, one {# photo} other {# photos}}", { n: 2 }, options),
    ).toBe("2 photos");
    expect(formatMessage.raw).toBe(true);
  });

  it("refuses a namespace or a list where a message is expected", () => {
    expect(() => formatMessage("nav", { home: "Home" }, undefined, options)).toThrow(/nav/);
    expect(() => formatMessage("list", ["a"], undefined, options)).toThrow(/array/);
  });
});
