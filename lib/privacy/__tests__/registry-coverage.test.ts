import { sql } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { findPersonalColumns, type PersonalColumn } from "../personal-columns";
import { coveredColumns, PERSONAL_DATA } from "../registry";

/** Columns the database says hold or point at a person that no registry entry lists. */
async function uncovered(handle: DbHandle): Promise<string[]> {
  const covered = coveredColumns();
  return (await findPersonalColumns(handle.db))
    .filter((c: PersonalColumn) => !covered.get(c.table)?.has(c.column))
    .map((c) => `${c.table}.${c.column}`);
}

describe.each(TEST_ENGINES)("personal data registry on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("covers every column that references users or names a person", async () => {
    // A failure here names the table: add one entry for it to lib/privacy/registry.ts (export
    // section, what deletion does and why).
    expect(await uncovered(handle)).toEqual([]);
  });

  it("lists only tables and columns that exist (a renamed column is noticed)", async () => {
    const found = new Set(
      (await findPersonalColumns(handle.db)).map((c) => `${c.table}.${c.column}`),
    );
    const listed = PERSONAL_DATA.flatMap((e) => e.columns.map((c) => `${e.table}.${c}`));
    expect(listed.filter((c) => !found.has(c))).toEqual([]);
  });

  it("fails for a new table with a user id, a seller id or a phone number", async () => {
    await handle.db.execute(sql`
      create table chat_threads (
        id integer primary key,
        starter integer references users(id),
        buyer_id integer,
        contact_phone text
      )`);
    try {
      expect(await uncovered(handle)).toEqual([
        "chat_threads.buyer_id",
        "chat_threads.contact_phone",
        "chat_threads.starter",
      ]);
    } finally {
      await handle.db.execute(sql`drop table chat_threads`);
    }
  });

  it("gives every entry a reason and every erasing rule an erase step", () => {
    for (const entry of PERSONAL_DATA) {
      expect(entry.why.length).toBeGreaterThan(10);
      if (entry.rule !== "keep") expect(entry.erase).toBeDefined();
      if (entry.section) expect(entry.exportRows).toBeDefined();
    }
  });
});
