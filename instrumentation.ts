/**
 * Runs once when a Next.js server process starts: background work of the Node.js server
 * (buffered page views written in batches, listing expiry on a schedule).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is inlined by Next.js at build time, so it is read here rather than in lib/env.ts.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundJobs } = await import("./lib/jobs/background");
    startBackgroundJobs();
  }
}
