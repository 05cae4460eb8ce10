import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");

/** The paths named in the "home" column of README's "Where things live" table. */
function mappedPaths(readme: string): string[] {
  const section = readme.split(/^## Where things live$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => /^\|/.test(line) && !/^\|\s*-/.test(line));
  const homes = rows.slice(1).map((row) => row.split("|")[2] ?? "");
  return homes
    .flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]))
    .filter((p) => !p.includes("<"));
}

describe("README's map of where things live", () => {
  const paths = mappedPaths(readFileSync(path.join(root, "README.md"), "utf8"));

  it("names the homes of the main concepts", () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toEqual(
      expect.arrayContaining(["lib/format", "lib/cache/tags.ts", "components/ui"]),
    );
  });

  it.each(paths)("%s exists", (p) => {
    expect(existsSync(path.join(root, p))).toBe(true);
  });

  const folders = ["lib", "components"].flatMap((top) =>
    readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}`),
  );

  it.each(folders)("names %s", (folder) => {
    expect(paths.some((p) => p === folder || p.startsWith(`${folder}/`))).toBe(true);
  });
});
