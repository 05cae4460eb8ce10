/**
 * Calls a server action over HTTP as the browser does, for checks that run against a build
 * (Playwright's forged-request specs, scripts/check-shared-cache.ts). The action's id comes from
 * the build's manifest; the request is a POST to a page that uses the action, with the
 * `Next-Action` header and the arguments as JSON; the answer is a row of the RSC response.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

type ManifestEntry = { filename?: string; exportedName?: string };

/** The id `next build` gave `exportedName` of `filename` (e.g. "lib/listings/actions.ts"). */
export function serverActionId(filename: string, exportedName: string, dir = "."): string {
  const file = path.join(dir, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  // Webpack's manifest names the file; Turbopack's may not (the export names are unique).
  const ids = Object.entries(manifest.node)
    .filter(
      ([, e]) => e.exportedName === exportedName && (!e.filename || e.filename.endsWith(filename)),
    )
    .map(([id]) => id);
  if (ids.length !== 1) {
    throw new Error(`${ids.length} server actions ${exportedName} of ${filename} in ${file}`);
  }
  return ids[0];
}

/** Headers and body of the POST (send it to a page whose components use the action). */
export function serverActionRequest(
  id: string,
  args: unknown[],
  origin: string,
): { headers: Record<string, string>; data: string } {
  return {
    headers: {
      Accept: "text/x-component",
      "Content-Type": "text/plain;charset=UTF-8",
      "Next-Action": id,
      Origin: origin,
    },
    data: JSON.stringify(args),
  };
}

/** The action's answer: the RSC row the first row's `a` points at (`"$@1"` → row 1). */
export function actionAnswer<T>(body: string): T {
  const rows = new Map<string, string>();
  for (const line of body.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) rows.set(line.slice(0, colon), line.slice(colon + 1));
  }
  const head = JSON.parse(rows.get("0") ?? "null") as { a?: string } | null;
  const ref = head?.a?.startsWith("$@") ? head.a.slice(2) : undefined;
  const row = ref === undefined ? undefined : rows.get(ref);
  if (row === undefined) throw new Error(`no action answer in: ${body.slice(0, 300)}`);
  return JSON.parse(row) as T;
}
