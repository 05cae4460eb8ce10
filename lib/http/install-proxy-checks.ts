import "server-only";
import { adminRecordExists } from "@/lib/admin/record-exists";
import { actorFromClaims, assertAdmin, assertSeller } from "@/lib/auth/current-user";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { ownsListing } from "@/lib/listings/own-listing";
import { log } from "@/lib/log";
import { participantFromCookies } from "@/lib/messages/participant";
import { threadRoleOf } from "@/lib/messages/thread-access";
import { ownsProject } from "@/lib/projects/update-project";
import { registerProxyChecks, type RecordPage } from "./proxy-checks";

/** A check's failure is logged and passed on (the proxy then lets the page answer). */
async function logged<T>(name: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    log.warn({ err: error, check: name }, "proxy check failed");
    throw error;
  }
}

/** The record of a console or workspace page, for the account the session names (ProxyChecks). */
async function recordShown(
  session: string | undefined,
  page: RecordPage,
  id: number,
): Promise<boolean | "unknown"> {
  const actor = session ? await actorFromClaims(await decodeSessionToken(session)) : null;
  if (actor?.role !== page.area) return "unknown";
  if (page.area === "admin") return adminRecordExists(assertAdmin(actor), page.record, id);
  const seller = assertSeller(actor);
  return page.record === "property" ? ownsListing(seller, id) : ownsProject(seller, id);
}

/**
 * Gives proxy.ts its database checks (lib/http/proxy-checks.ts): which side of a conversation
 * the reader is on, and whether a console or workspace record page has its record. Called once
 * from instrumentation.ts.
 */
export function installProxyChecks(): void {
  registerProxyChecks({
    threadSide: (cookies, threadId) =>
      logged("threadSide", async () => {
        const reader = await participantFromCookies(cookies);
        if (!reader) return "unknown";
        return (await threadRoleOf(reader, threadId)) ?? "none";
      }),
    recordShown: (session, page, id) => logged("recordShown", () => recordShown(session, page, id)),
  });
}
