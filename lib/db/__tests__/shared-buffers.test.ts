import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { createTestDatabase } from "@/lib/testing/test-db";

async function sharedBuffers(handle: DbHandle): Promise<string> {
  const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return result.rows[0].shared_buffers;
}

describe("PGlite's shared_buffers", () => {
  it("is small for a test database and PostgreSQL's default when not asked", async () => {
    const small = await createTestDatabase("pglite");
    let copy: DbHandle | undefined;
    try {
      expect(await sharedBuffers(small)).toBe("8MB");
      copy = await openDatabase({ loadDataDir: await small.dumpDataDir!() });
      expect(await sharedBuffers(copy)).toBe("128MB");
    } finally {
      await copy?.close();
      await small.close();
    }
  });
});
