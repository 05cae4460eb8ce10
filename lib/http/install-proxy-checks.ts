import "server-only";
import { log } from "@/lib/log";
import { participantFromCookies } from "@/lib/messages/participant";
import { threadRoleOf } from "@/lib/messages/thread-access";
import { registerProxyChecks } from "./proxy-checks";

/** A check's failure is logged and passed on (the proxy then lets the page answer). */
async function logged<T>(name: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    log.warn({ err: error, check: name }, "proxy check failed");
    throw error;
  }
}

/**
 * Gives proxy.ts its database check (lib/http/proxy-checks.ts): which side of a conversation the
 * reader is on. Called once from instrumentation.ts.
 */
export function installProxyChecks(): void {
  registerProxyChecks({
    threadSide: (cookies, threadId) =>
      logged("threadSide", async () => {
        const reader = await participantFromCookies(cookies);
        if (!reader) return "unknown";
        return (await threadRoleOf(reader, threadId)) ?? "none";
      }),
  });
}
