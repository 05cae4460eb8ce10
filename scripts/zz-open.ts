import { openDatabase } from "@/lib/db/client";
import { readFileSync } from "node:fs";
const file = process.argv[2];
const t0 = process.cpuUsage();
const n = 6;
for (let i = 0; i < n; i++) {
  const bytes = readFileSync(file);
  const h = await openDatabase({ loadDataDir: bytes, sharedBuffers: "8MB" } as never);
  await h.db.execute("select count(*) as n from cities" as never);
  await h.close();
}
const u = process.cpuUsage(t0);
console.log(file, "CPU ms per open", ((u.user + u.system) / 1000 / n).toFixed(0));
