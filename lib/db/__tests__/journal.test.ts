import { readFileSync } from "node:fs";
import path from "node:path";

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the last applied
 * one's, so a journal out of order silently skips migrations on databases that already exist.
 */
describe("migration journal", () => {
  const journal = JSON.parse(
    readFileSync(path.join(process.cwd(), "drizzle/meta/_journal.json"), "utf8"),
  ) as Journal;

  it("lists migrations in file order with strictly increasing timestamps", () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(tags).toEqual([...tags].sort());
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});
