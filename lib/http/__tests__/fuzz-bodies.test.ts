/**
 * Issue 25, findings 8 and 11, as properties (seeded fast-check; FUZZ_SEED / FUZZ_RUNS): a
 * server-action body of any shape is either a JSON argument list or answered 400 by proxy.ts,
 * never passed on to fail inside Next.js; and the results page's search parameters, whatever
 * they hold, parse without throwing, drop what they cannot use, and normalise to one cache key.
 */
import fc from "fast-check";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { SERVER_ACTION_MALFORMED } from "@/lib/http/action-limits";
import { cachedSearchPath, normalisedSearch } from "@/lib/search/cached-search-path";
import { parseSearchParams, SEARCH_FIELDS } from "@/lib/validation/search";
import { proxy } from "@/proxy";

const RUNS = Math.max(100, env.FUZZ_RUNS * 50);
const options = { seed: env.FUZZ_SEED, numRuns: RUNS };

const hostile = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "%00",
  "%",
  "%E0%A4%A",
  "\uD800",
  "<img src=x onerror=alert(1)>",
  "x".repeat(5000),
  "-1",
  "1e308",
  "NaN",
  "९८७",
);
const text = fc.oneof(
  hostile,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
);

/** Bodies of every shape: JSON of any type, broken JSON, plain text, forms with and without "0". */
const actionBody = fc.oneof(
  fc.jsonValue().map((v) => ({ type: "text/plain;charset=UTF-8", text: JSON.stringify(v) })),
  fc.constantFrom("", "null", '"x"', "{", "[1,", "nul", "\u0000", "1", "true", "{}").map((t) => ({
    type: "text/plain;charset=UTF-8",
    text: t,
  })),
  text.map((t) => ({ type: "text/plain;charset=UTF-8", text: t })),
  fc
    .tuple(
      fc.constantFrom("0", "1", "x"),
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        text,
      ),
    )
    .map(([name, value]) => ({ type: "form", name, value })),
);

function actionRequest(body: { type: string; text?: string; name?: string; value?: string }) {
  const headers: Record<string, string> = { "next-action": "7f00aa", host: "127.0.0.1:3000" };
  let payload: BodyInit;
  if (body.type === "form") {
    const form = new FormData();
    form.set(body.name!, body.value!);
    payload = form;
  } else {
    headers["content-type"] = body.type;
    payload = body.text!;
  }
  const request = new NextRequest("http://127.0.0.1:3000/contact", {
    method: "POST",
    headers,
    body: payload,
  });
  request.headers.set("content-length", "100");
  return request;
}

function isArgumentList(body: { type: string; text?: string; name?: string; value?: string }) {
  const source = body.type === "form" ? (body.name === "0" ? body.value! : null) : body.text!;
  if (source === null) return false;
  try {
    return Array.isArray(JSON.parse(source));
  } catch {
    return false;
  }
}

describe("server-action bodies of every shape", () => {
  it("a JSON argument list passes; anything else is answered 400 with a readable message", async () => {
    await fc.assert(
      fc.asyncProperty(actionBody, async (body) => {
        const response = await proxy(actionRequest(body));
        if (isArgumentList(body)) {
          expect(response.status).toBe(200);
        } else {
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ message: SERVER_ACTION_MALFORMED });
        }
      }),
      options,
    );
  });

  it.each(["null", '"x"', "{"])("%s → 400 (issue 25, finding 11)", async (text) => {
    const response = await proxy(actionRequest({ type: "text/plain;charset=UTF-8", text }));
    expect(response.status).toBe(400);
  });
});

const searchParams = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...SEARCH_FIELDS, "view", "junk"), fc.string({ maxLength: 6 })),
    text,
  ),
  { maxLength: 8 },
);

describe("the results page's search parameters", () => {
  it("never throw, never keep a NUL, and normalise to one stable cache key", () => {
    fc.assert(
      fc.property(searchParams, (pairs) => {
        const params = new URLSearchParams(pairs);
        const { filters } = parseSearchParams(params);
        for (const field of ["city", "state", "locality", "searchQuery"] as const) {
          expect(filters[field] ?? "").not.toContain("\u0000");
        }
        const once = normalisedSearch(params.toString());
        expect(normalisedSearch(once)).toBe(once);
        // The page sees the same filters through the cache key as through the URL.
        expect(parseSearchParams(new URLSearchParams(once)).filters).toEqual(filters);
        expect(cachedSearchPath(`?${params.toString()}`)).toBe(cachedSearchPath(`?${once}`));
      }),
      options,
    );
  });
});
