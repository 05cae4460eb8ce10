import "server-only";
import type { Actor } from "@/lib/auth/current-user";
import { getConsents } from "./consent";
import { deletionSummary } from "./registry";

/** What the privacy page shows, as plain values for its client parts. */
export async function getPrivacyPageData(actor: Actor) {
  const consents = await getConsents(actor);
  const view = Object.fromEntries(
    Object.entries(consents).map(([channel, c]) => [
      channel,
      { granted: c.granted, at: c.at ? c.at.toISOString() : null },
    ]),
  ) as Record<keyof typeof consents, { granted: boolean; at: string | null }>;
  return { consents: view, deletion: deletionSummary() };
}
