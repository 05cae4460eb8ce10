import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--disable-quic","--no-first-run"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink", "cc", "loading"] });
await page.goto("http://127.0.0.1:3100" + process.argv[2], { waitUntil: "load" });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const t = JSON.parse(buf.toString());
const ev = t.traceEvents ?? t;
// self time per event name on all threads: compute complete events (X) durations, naive exclusive time
const byThread = {};
for (const e of ev) if (e.ph === "X" && e.dur) (byThread[e.pid + ":" + e.tid] ??= []).push(e);
const names = {};
for (const e of ev) if (e.ph === "M" && e.name === "thread_name") names[e.pid + ":" + e.tid] = e.args.name;
for (const [k, list] of Object.entries(byThread)) {
  list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = {}; const stack = [];
  for (const e of list) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length) { const p = stack[stack.length - 1]; self[p.name] = (self[p.name] || 0) - e.dur; }
    self[e.name] = (self[e.name] || 0) + e.dur;
    stack.push(e);
  }
  const tot = list.filter(e => true).reduce((a, e) => a, 0);
  const top = Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n}=${(d / 1000).toFixed(0)}`);
  const sum = Object.values(self).reduce((a, b) => a + b, 0) / 1000;
  if (sum > 20) console.log(names[k] ?? k, sum.toFixed(0), top.join(" "));
}
await browser.close();
