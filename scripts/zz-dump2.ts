import { PGlite } from "@electric-sql/pglite";
import { readFileSync, writeFileSync } from "node:fs";
const pg = await PGlite.create("memory://", { loadDataDir: new Blob([readFileSync("/tmp/tpl.tar")]) });
for (const d of ["template1", "template0"]) {
  await pg.exec(`alter database ${d} is_template false`);
  await pg.exec(`drop database ${d}`);
}
console.log((await pg.query("select datname from pg_database")).rows);
await pg.exec("checkpoint");
const dump = await pg.dumpDataDir("none");
writeFileSync("/tmp/tpl2.tar", Buffer.from(await dump.arrayBuffer()));
await pg.close();
const pg2 = await PGlite.create("memory://", { loadDataDir: new Blob([readFileSync("/tmp/tpl2.tar")]) });
console.log((await pg2.query("select count(*) from cities")).rows);
