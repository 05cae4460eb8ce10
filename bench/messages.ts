/**
 * npm run bench:messages [-- --part list|streams|both --streams 2000 --rate 50 --seconds 60
 *                           --threads 20000 --messages 1000000 --port 3139 --keep --profile DIR
 *                           --snapshots DIR --db NAME --dir BUILD_DIR --stream-server node|next]
 *
 * Conversations at scale on PostgreSQL (a throw-away database beside BENCH_DATABASE_URL,
 * `landacre_messages_bench` or --db, dropped at the end unless --keep):
 *
 * 1. list: N threads over 200 sellers and M messages; a seller's 50 latest threads
 *    (lib/messages/list-threads.ts) — p50 / p95 / p99 over 300 random sellers.
 * 2. streams: the production build (`next build` first) served by one `next start` on that
 *    database; S guests (signed guest cookies) each open /api/messages/stream, then messages are
 *    posted through the server at R a second for T seconds, each by one of the guests into their
 *    own thread. Measured: send → arrival on the guest's open stream (p50 / p95 / p99), messages
 *    lost (posted with 201, never arrived), and the server's resident memory (max over the run).
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, setDbHandleForTesting, type Db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { listSellerThreads } from "@/lib/messages/list-threads";
import { GUEST_COOKIE, signGuestAccess } from "@/lib/messages/guest-access";
import { percentile } from "./bench-db";

const { values } = parseArgs({
  options: {
    part: { type: "string", default: "both" },
    streams: { type: "string", default: "2000" },
    rate: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    threads: { type: "string", default: "20000" },
    messages: { type: "string", default: "1000000" },
    port: { type: "string", default: "3139" },
    keep: { type: "boolean", default: false },
    /** A folder: the server runs with --cpu-prof and --heap-prof and leaves both there. */
    profile: { type: "string", default: "" },
    /**
     * A folder: the server writes a V8 heap snapshot (live objects, after a full collection) there
     * once the streams are open and again after the posting, for a look at what each open stream
     * and each message keeps (e.g. with Chrome DevTools' Memory tab, "Comparison").
     */
    snapshots: { type: "string", default: "" },
    /** The throw-away database's name (one per engineer on a shared PostgreSQL server). */
    db: { type: "string", default: "landacre_messages_bench" },
    /** The folder of the production build to serve (default: this one), e.g. a build of main. */
    dir: { type: "string", default: "." },
    /** Who answers the stream: `node` (lib/messages/stream-server.ts) or `next` (the route). */
    "stream-server": { type: "string", default: "node" },
  },
});
if (!/^[a-z_][a-z0-9_]*$/.test(values.db)) throw new Error("--db: lower-case letters, digits, _");
if (!["node", "next"].includes(values["stream-server"])) {
  throw new Error("--stream-server: node or next");
}
const [streams, rate, seconds, threadCount, messageCount, port] = [
  values.streams,
  values.rate,
  values.seconds,
  values.threads,
  values.messages,
  values.port,
].map(Number);

const NAME = values.db;
const SECRET = "bench-messages-secret";
const serverUrl = new URL(env.BENCH_DATABASE_URL);
serverUrl.pathname = "/postgres";
const benchUrl = new URL(env.BENCH_DATABASE_URL);
benchUrl.pathname = `/${NAME}`;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl.toString() });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** 200 sellers, the threads spread over them, and the messages spread over the threads. */
async function load(db: Db): Promise<void> {
  const t0 = Date.now();
  await db.execute(sql`
    insert into users (first_name, last_name, email, phone, password_hash, role, status)
    select 'Seller', 'No ' || g, 'bench.seller' || g || '@example.in', '+9180' || lpad(g::text, 8, '0'), 'x', 'seller', 'active'
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into threads (seller_id, buyer_phone, buyer_name, target_key, subject, last_message_at, last_message_preview, created_at)
    select (select min(id) from users) + (g % 200), '+9170' || lpad(g::text, 8, '0'), 'Buyer ' || g, 'a',
      'Agent enquiry ' || g, now() - (random() * interval '90 days'), 'Hello', now() - interval '91 days'
    from generate_series(1, ${threadCount}) g`);
  const per = Math.max(1, Math.floor(messageCount / threadCount));
  await db.execute(sql`
    insert into messages (thread_id, sender, body, created_at)
    select t.id, case when k % 2 = 0 then 'buyer' else 'seller' end, 'Message ' || k || ' in a long conversation',
      t.created_at + k * interval '1 hour'
    from threads t cross join generate_series(1, ${per}) k`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from messages`))
    .rows;
  console.log(
    `loaded ${threadCount} threads, ${n} messages in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}

async function benchList(db: Db): Promise<void> {
  const sellers = (
    await db.execute<{ id: number }>(sql`select distinct seller_id as id from threads`)
  ).rows.map((r) => Number(r.id));
  for (let i = 0; i < 20; i++) await listSellerThreads(sellers[i % sellers.length]);
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const id = sellers[Math.floor(Math.random() * sellers.length)];
    const t = performance.now();
    const rows = await listSellerThreads(id);
    times.push(performance.now() - t);
    if (rows.length === 0) throw new Error(`seller ${id} has no threads`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `a seller's 50 latest threads (300 runs): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
  );
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ
  } catch {
    return 0;
  }
}

/** Has the server write a heap snapshot (SIGUSR2) and waits until the file stops growing. */
async function heapSnapshot(pid: number, dir: string, label: string): Promise<void> {
  const before = new Set(readdirSync(dir));
  const t = Date.now();
  process.kill(pid, "SIGUSR2");
  let file = "";
  let size = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000));
    file ||= readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f)) ?? "";
    if (!file) continue;
    const now = statSync(`${dir}/${file}`).size;
    if (now === size && now > 0) break;
    size = now;
  }
  console.log(
    `  heap snapshot (${label}): ${dir}/${file}, ${(size / 1048576).toFixed(0)} MB in ${((Date.now() - t) / 1000).toFixed(0)} s; server RSS ${rssMb(pid).toFixed(0)} MB`,
  );
}

async function benchStreams(db: Db): Promise<void> {
  const [{ seller }] = (
    await db.execute<{ seller: number }>(
      sql`select min(id)::int as seller from users where role = 'seller'`,
    )
  ).rows;
  const guests = (
    await db.execute<{ id: number; phone: string }>(sql`
      insert into threads (seller_id, buyer_phone, buyer_name, target_key, subject)
      select ${seller}, '+9160' || lpad(g::text, 8, '0'), 'Stream buyer ' || g, 'a', 'Stream ' || g
      from generate_series(1, ${streams}) g
      returning id, buyer_phone as phone`)
  ).rows.map((r) => ({
    id: Number(r.id),
    cookie: `${GUEST_COOKIE}=${signGuestAccess(r.phone, { secret: SECRET })}`,
  }));

  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...(values.profile
        ? [
            "--cpu-prof",
            `--cpu-prof-dir=${values.profile}`,
            "--heap-prof",
            `--heap-prof-dir=${values.profile}`,
          ]
        : []),
      ...(values.snapshots
        ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${values.snapshots}`]
        : []),
      "node_modules/next/dist/bin/next",
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: benchUrl.toString(),
        NEXTAUTH_SECRET: SECRET,
        SITE_URL: base,
        NEXTAUTH_URL: base,
        REDIS_URL: "",
        LISTING_EXPIRY_INTERVAL_MS: "0",
        INSIGHTS_REFRESH_INTERVAL_MS: "0",
        DEV_OUTBOX: "true",
        MESSAGE_STREAM_SERVER: values["stream-server"],
      },
      cwd: values.dir,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (i > 480) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
    const rssAtStart = rssMb(server.pid!);
    const opening = Date.now();
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    const arrived = new Set<string>();
    let connected = 0;
    const requests: http.ClientRequest[] = [];
    await Promise.all(
      guests.map(
        (g) =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(
              `${base}/api/messages/stream`,
              { agent, headers: { Cookie: g.cookie, Accept: "text/event-stream" } },
              (res) => {
                if (res.statusCode !== 200)
                  return reject(new Error(`stream answered ${res.statusCode}`));
                let buffer = "";
                let open = false;
                res.setEncoding("utf8");
                res.on("data", (chunk: string) => {
                  buffer += chunk;
                  if (!open && buffer.includes(": connected")) {
                    open = true;
                    connected++;
                    resolve();
                  }
                  let cut: number;
                  while ((cut = buffer.indexOf("\n\n")) >= 0) {
                    const block = buffer.slice(0, cut);
                    buffer = buffer.slice(cut + 2);
                    const data = block.split("\n").find((l) => l.startsWith("data: "));
                    if (!data) continue;
                    const event = JSON.parse(data.slice(6)) as {
                      kind: string;
                      message?: { body: string };
                    };
                    const body = event.message?.body;
                    if (event.kind === "message" && body && sent.has(body) && !arrived.has(body)) {
                      arrived.add(body);
                      latencies.push(Date.now() - sent.get(body)!);
                    }
                  }
                });
              },
            );
            req.on("error", reject);
            requests.push(req);
          }),
      ),
    );
    const rssOpen = rssMb(server.pid!);
    console.log(
      `${connected} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s; server RSS ` +
        `${rssAtStart.toFixed(0)} MB started → ${rssOpen.toFixed(0)} MB ` +
        `(${(((rssOpen - rssAtStart) * 1024) / Math.max(1, connected)).toFixed(0)} KB per stream)`,
    );
    if (values.snapshots) await heapSnapshot(server.pid!, values.snapshots, "streams open");

    let maxRss = 0;
    const cpuBefore = cpuSeconds(server.pid!);
    const rssTrail: number[] = [];
    const sampler = setInterval(() => {
      const mb = rssMb(server.pid!);
      maxRss = Math.max(maxRss, mb);
      rssTrail.push(mb);
    }, 500);
    let ok = 0;
    let refused = 0;
    const refusals = new Map<string, number>();
    /** Send → the POST's answer (the message is published to the streams before it). */
    const answered: number[] = [];
    const total = rate * seconds;
    const posts: Promise<void>[] = [];
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const g = guests[i % guests.length];
      const body = `bench ${i}`;
      sent.set(body, Date.now());
      posts.push(
        fetch(`${base}/api/messages/threads/${g.id}/messages`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Cookie: g.cookie,
            "Accept-Encoding": "identity",
          },
          body: JSON.stringify({ body }),
        }).then(
          async (res) => {
            answered.push(Date.now() - sent.get(body)!);
            if (res.status === 201) ok++;
            else {
              refused++;
              sent.delete(body);
              const reason = `${res.status} ${(await res.text()).slice(0, 160)}`;
              refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
            }
          },
          (error: unknown) => {
            refused++;
            sent.delete(body);
            const reason = String(error);
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          },
        ),
      );
    }
    await Promise.all(posts);
    await new Promise((r) => setTimeout(r, 5000));
    clearInterval(sampler);
    if (values.snapshots) await heapSnapshot(server.pid!, values.snapshots, "after posting");
    const cpuUsed = cpuSeconds(server.pid!) - cpuBefore;
    console.log(
      `  server RSS every 10 s: ${rssTrail
        .filter((_, i) => i % 20 === 0)
        .map((mb) => mb.toFixed(0))
        .join(", ")} MB`,
    );
    latencies.sort((a, b) => a - b);
    const lost = [...sent.keys()].filter((b) => !arrived.has(b)).length;
    for (const [reason, n] of refusals) console.log(`  refused ${n}×: ${reason}`);
    if (latencies.length === 0) latencies.push(Number.NaN); // nothing arrived: NaN, not a crash
    console.log(
      `${streams} streams, ${rate} messages/s for ${seconds} s: ${ok} posted (201), ${refused} refused; ` +
        `delivery p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}; ` +
        `lost ${lost}; server RSS max ${maxRss.toFixed(0)} MB`,
    );
    answered.sort((a, b) => a - b);
    console.log(
      `  send → POST answered: p50 ${ms(percentile(answered, 50))}, p95 ${ms(percentile(answered, 95))}, p99 ${ms(percentile(answered, 99))}; ` +
        `server CPU ${cpuUsed.toFixed(1)} s (${((cpuUsed * 1000) / Math.max(1, ok)).toFixed(1)} ms per message, heartbeats included); machine load ${loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
    );
    for (const r of requests) r.destroy();
  } finally {
    agent.destroy();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const handle = await openDatabase({ url: benchUrl.toString() });
  try {
    setDbHandleForTesting(handle);
    await runMigrations(handle);
    await load(handle.db);
    if (values.part !== "streams") await benchList(handle.db);
    if (values.part !== "list") await benchStreams(handle.db);
  } finally {
    setDbHandleForTesting(undefined);
    await handle.close();
    if (!values.keep) await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
