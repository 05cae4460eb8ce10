import "server-only";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { devEmailOutboxEnabled } from "@/lib/env";

export type OutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
  createdAt: string;
};

const addressSchema = z.string().trim().toLowerCase().email("Enter an e-mail address");

/**
 * The latest e-mails the console provider "sent" to an address (dev and tests only): 404 unless
 * the outbox is enabled, checked before anything else is looked at.
 */
export async function readDevEmailOutbox(rawTo: string, limit = 10): Promise<OutboxEmail[]> {
  if (!devEmailOutboxEnabled()) throw new NotFoundError();
  const to = addressSchema.parse(rawTo);
  const db = await getDb();
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    headers: r.headers,
    attachments: r.attachments,
    createdAt: r.createdAt.toISOString(),
  }));
}
