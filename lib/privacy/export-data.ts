import "server-only";
import type { DbOrTx } from "@/lib/admin/tx";
import type { Actor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { site } from "@/lib/site";
import { recordDataRequest } from "./data-requests";
import { PERSONAL_DATA } from "./registry";
import type { DataSubject, ErasureRule } from "./registry-types";

export type PersonalDataExport = {
  format: "landacre-personal-data/v1";
  generatedAt: string;
  controller: { name: string; email: string };
  subject: { id: number };
  data: Record<string, unknown[]>;
  onDeletion: { table: string; rule: ErasureRule; why: string }[];
};

/** Every section of the registry for one person, read in one transaction (a consistent copy). */
export async function collectPersonalData(
  db: DbOrTx,
  subject: DataSubject,
): Promise<Record<string, unknown[]>> {
  const data: Record<string, unknown[]> = {};
  for (const entry of PERSONAL_DATA) {
    if (!entry.section || !entry.exportRows) continue;
    data[entry.section] = [
      ...(data[entry.section] ?? []),
      ...(await entry.exportRows(db, subject)),
    ];
  }
  return data;
}

/**
 * "Download my data" (DPDP Act 2023, right to access): the signed-in person's rows from every
 * table in the registry, and what deletion would do to each. The request is logged.
 */
export async function exportPersonalData(
  actor: Actor,
  now = new Date(),
): Promise<PersonalDataExport> {
  const db = await getDb();
  const subject = { id: actor.id, email: actor.email, phone: actor.phone };
  const data = await db.transaction(async (tx) => {
    const rows = await collectPersonalData(tx, subject);
    await recordDataRequest(tx, { userId: actor.id, kind: "export", status: "completed" }, now);
    return rows;
  });
  return {
    format: "landacre-personal-data/v1",
    generatedAt: now.toISOString(),
    controller: { name: site.name, email: site.email },
    subject: { id: actor.id },
    data,
    onDeletion: PERSONAL_DATA.filter((e) => e.section).map((e) => ({
      table: e.table,
      rule: e.rule,
      why: e.why,
    })),
  };
}
