/**
 * How much slower this machine runs JavaScript than the one the suite's timeouts were set on
 * (a 2-core VM where the loop below takes ~48 ms). Shared machines sometimes run several times
 * slower for hours; the browser tests' waits then scale with it instead of failing on a timeout
 * that only measured the machine. 1 on a normal machine, at most 4.
 *
 * Measured once by the Playwright runner and handed to its workers in E2E_SLOWDOWN (also a way
 * to set it by hand).
 */
const BASELINE_MS = 48;
const MAX_FACTOR = 4;

function spin(n: number): number {
  let x = 0;
  for (let i = 0; i < n; i++) x = (x + Math.imul(i, 2654435761)) >>> 0;
  return x;
}

function measure(): number {
  let sink = 0;
  for (let i = 0; i < 20; i++) sink ^= spin(1e6);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    for (let k = 0; k < 100; k++) sink ^= spin(1e6);
    runs.push(performance.now() - start);
  }
  if (sink === -1) runs.push(0); // keeps the loop's result alive
  runs.sort((a, b) => a - b);
  return runs[2];
}

export function machineSlowdown(): number {
  const given = Number(process.env.E2E_SLOWDOWN);
  if (given >= 1) return Math.min(given, MAX_FACTOR);
  const factor = Math.min(MAX_FACTOR, Math.max(1, Math.round((measure() / BASELINE_MS) * 10) / 10));
  process.env.E2E_SLOWDOWN = String(factor);
  return factor;
}

/** A test's own longer time limit, scaled like the config's (workers read the runner's factor). */
export function scaled(ms: number): number {
  return ms * machineSlowdown();
}
