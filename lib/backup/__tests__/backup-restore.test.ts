import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { env } from "@/lib/env";
import { createTestDatabase, FROM_SCRATCH_TIMEOUT, TEST_ENGINES } from "@/lib/testing/test-db";
import { CorruptBackupError, readArchive } from "../archive";
import { createBackup } from "../create-backup";
import { restoreBackup, type RestoreTarget } from "../restore-backup";
import { countTables, runOn } from "../table-counts";
import { listFiles } from "../upload-files";

const hasPgTools = (() => {
  try {
    execFileSync("pg_dump", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();
const engines = TEST_ENGINES.filter((e) => e === "pglite" || hasPgTools);

describe.each(engines)("backup and restore on %s", (engine) => {
  let source: DbHandle;
  let root: string;
  let uploads: string;

  beforeAll(async () => {
    source = await createTestDatabase(engine);
    const city = await addCity(source.db);
    const seller = await addUser(source.db, { role: "seller", kind: "agent" });
    await addUser(source.db);
    await addProperty(source.db, seller.id, city.id);
    root = mkdtempSync(path.join(tmpdir(), "landacre-backup-test-"));
    uploads = path.join(root, "uploads");
    mkdirSync(path.join(uploads, "listings/1"), { recursive: true });
    writeFileSync(path.join(uploads, "listings/1/photo-960.webp"), Buffer.from("webp bytes"));
    writeFileSync(path.join(uploads, "avatar.webp"), Buffer.from([0, 1, 2, 255]));
  });
  afterAll(() => source.close());

  /** A fresh, empty target: a new PGlite folder, or a new PostgreSQL database. */
  async function emptyTarget(name: string) {
    const targetUploads = path.join(root, `${name}-uploads`);
    if (engine === "pglite") {
      return {
        target: {
          engine,
          dataDir: path.join(root, `${name}-pglite`),
          uploads: [{ name: "uploads", dir: targetUploads }],
        } satisfies RestoreTarget,
        open: () => openDatabase({ dataDir: path.join(root, `${name}-pglite`) }),
        uploads: targetUploads,
        close: async () => {},
      };
    }
    const base = new URL(env.TEST_DATABASE_URL);
    const dbName = `landacre_restore_${process.pid}_${name}`;
    const admin = new Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base.toString());
    url.pathname = `/${dbName}`;
    return {
      target: {
        engine,
        url: url.toString(),
        uploads: [{ name: "uploads", dir: targetUploads }],
      } satisfies RestoreTarget,
      open: () => openDatabase({ url: url.toString() }),
      uploads: targetUploads,
      close: async () => {
        const dropper = new Client({ connectionString: base.toString() });
        await dropper.connect();
        await dropper.query(`drop database if exists ${dbName} with (force)`);
        await dropper.end();
      },
    };
  }

  it(
    "restores into an empty database: every row of every table, every file",
    async () => {
      const file = await createBackup(source, [{ name: "uploads", dir: uploads }]);
      const expected = await countTables(runOn(source.db));
      expect(readArchive(file).manifest.tables).toEqual(expected);
      expect(expected.properties).toBe(1);
      const empty = await emptyTarget("ok");
      try {
        const result = await restoreBackup(file, empty.target);
        expect(result.files).toBe(2);
        const restored = await empty.open();
        try {
          expect(await countTables(runOn(restored.db))).toEqual(expected);
        } finally {
          await restored.close();
        }
        expect(await listFiles(empty.uploads)).toEqual([
          "avatar.webp",
          "listings/1/photo-960.webp",
        ]);
        expect(readFileSync(path.join(empty.uploads, "avatar.webp"))).toEqual(
          Buffer.from([0, 1, 2, 255]),
        );
      } finally {
        await empty.close();
      }
    },
    FROM_SCRATCH_TIMEOUT,
  );

  it(
    "refuses a damaged file before anything is overwritten",
    async () => {
      const file = await createBackup(source, [{ name: "uploads", dir: uploads }]);
      const damaged = Buffer.from(file);
      damaged[Math.floor(damaged.length / 2)] ^= 0xff;
      const target = await emptyTarget("bad");
      mkdirSync(target.uploads, { recursive: true });
      writeFileSync(path.join(target.uploads, "keep.txt"), "still here");
      try {
        await expect(restoreBackup(damaged, target.target)).rejects.toBeInstanceOf(
          CorruptBackupError,
        );
        await expect(restoreBackup(file.subarray(0, 1000), target.target)).rejects.toThrow(
          /Nothing was changed/,
        );
        expect(readFileSync(path.join(target.uploads, "keep.txt"), "utf8")).toBe("still here");
        if (target.target.engine === "pglite")
          expect(existsSync(target.target.dataDir)).toBe(false);
      } finally {
        await target.close();
      }
    },
    FROM_SCRATCH_TIMEOUT,
  );
});
