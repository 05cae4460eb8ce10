import "server-only";
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { leads, projects, properties, threads } from "@/lib/db/schema";
import { maskPhone } from "@/lib/messages/phone-mask";
import { leadsQuerySchema, leadUpdateSchema, type LeadStatus } from "@/lib/validation/seller";

export const LEADS_PAGE_SIZE = 25;

export type SellerLead = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  status: LeadStatus;
  note: string | null;
  unread: boolean;
  createdAt: string;
  propertyId: number | null;
  projectId: number | null;
  /** What the enquiry is about: the listing title, the project name, or null for direct ones. */
  about: string | null;
  /** The conversation it opened (the seller answers there). */
  threadId: number | null;
  /** Whether the buyer shared their number in that conversation (else `phone` is masked). */
  phoneShared: boolean;
  /** `form` (an enquiry) or `phone` (the buyer viewed the seller's number). */
  source: "form" | "phone";
};

/** Filters by status and source; ownership is always part of the WHERE. */
export function sellerLeadsWhere(seller: SellerActor, raw: unknown): SQL {
  const q = leadsQuerySchema.parse(raw);
  const [kind, id] = (q.listing ?? "").split(":");
  return and(
    eq(leads.sellerId, seller.id),
    q.status ? eq(leads.status, q.status) : undefined,
    kind === "property" ? eq(leads.propertyId, Number(id)) : undefined,
    kind === "project" ? eq(leads.projectId, Number(id)) : undefined,
    kind === "direct" ? and(isNull(leads.propertyId), isNull(leads.projectId)) : undefined,
  )!;
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  message: leads.message,
  status: leads.status,
  note: leads.note,
  seenAt: leads.seenAt,
  createdAt: leads.createdAt,
  propertyId: leads.propertyId,
  projectId: leads.projectId,
  propertyTitle: properties.title,
  projectName: projects.name,
  threadId: leads.threadId,
  phoneSharedAt: threads.phoneSharedAt,
  source: leads.source,
};

type LeadRow = {
  [K in keyof typeof leadColumns]: (typeof leadColumns)[K]["_"]["data"] | null;
};

/**
 * The buyer's number is masked ("+91 98xxx xx321") and the e-mail left out until the buyer taps
 * "Share my number" in the conversation.
 */
function toLead(r: LeadRow): SellerLead {
  const shared = r.phoneSharedAt !== null;
  return {
    id: r.id!,
    name: r.name!,
    phone: shared ? r.phone! : maskPhone(r.phone!),
    email: shared ? r.email : null,
    message: r.message ?? "",
    status: r.status!,
    note: r.note,
    unread: r.seenAt === null,
    createdAt: r.createdAt!.toISOString(),
    propertyId: r.propertyId,
    projectId: r.projectId,
    about: r.propertyTitle ?? r.projectName ?? null,
    threadId: r.threadId,
    phoneShared: shared,
    source: r.source ?? "form",
  };
}

/** A page of the seller's own enquiries, newest first, with totals for the table. */
export async function listSellerLeads(
  seller: SellerActor,
  raw: unknown,
): Promise<{ items: SellerLead[]; total: number; unread: number; page: number; pageSize: number }> {
  const page = leadsQuerySchema.parse(raw).page;
  const where = sellerLeadsWhere(seller, raw);
  const db = await getDb();
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select(leadColumns)
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .leftJoin(threads, eq(threads.id, leads.threadId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE),
    db.select({ total: count() }).from(leads).where(where),
    unreadLeadCount(seller),
  ]);
  return { items: rows.map(toLead), total, unread, page, pageSize: LEADS_PAGE_SIZE };
}

/** All matching enquiries (for the CSV export), capped. */
export async function allSellerLeads(seller: SellerActor, raw: unknown): Promise<SellerLead[]> {
  const db = await getDb();
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(threads, eq(threads.id, leads.threadId))
    .where(sellerLeadsWhere(seller, raw))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(50_000);
  return rows.map(toLead);
}

export async function unreadLeadCount(seller: Pick<SellerActor, "id">): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.sellerId, seller.id), isNull(leads.seenAt)));
  return row?.n ?? 0;
}

/** Which moves between statuses are allowed (a closed lead can be reopened as contacted). */
const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["new", "contacted", "closed"],
  contacted: ["contacted", "closed"],
  closed: ["closed", "contacted"],
};

/** Sets status and/or the private note on one of the seller's own leads; marks it read. */
export async function updateSellerLead(
  seller: SellerActor,
  id: number,
  raw: unknown,
): Promise<SellerLead> {
  const input = leadUpdateSchema.parse(raw);
  const db = await getDb();
  const mine = and(eq(leads.id, id), eq(leads.sellerId, seller.id));
  const [current] = await db.select({ status: leads.status }).from(leads).where(mine).limit(1);
  if (!current) throw new NotFoundError("This enquiry was not found in your account.");
  if (input.status && !NEXT[current.status].includes(input.status)) {
    throw new AppError(`A ${current.status} enquiry can't go back to ${input.status}.`, 409);
  }
  const now = new Date();
  await db
    .update(leads)
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.note !== undefined ? { note: input.note || null } : {}),
      updatedAt: now,
    })
    .where(mine);
  await db
    .update(leads)
    .set({ seenAt: now })
    .where(and(mine, isNull(leads.seenAt)));
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(threads, eq(threads.id, leads.threadId))
    .where(mine)
    .limit(1);
  return toLead(row);
}

/** Marks the seller's own leads read (given ids, or all). */
export async function markSellerLeadsRead(
  seller: SellerActor,
  ids?: number[],
): Promise<{ updated: number }> {
  const db = await getDb();
  const mine = and(eq(leads.sellerId, seller.id), isNull(leads.seenAt));
  const rows = await db
    .update(leads)
    .set({ seenAt: new Date() })
    .where(ids ? and(mine, inArray(leads.id, ids.length ? ids : [-1])) : mine)
    .returning({ id: leads.id });
  return { updated: rows.length };
}

/**
 * A choice of the enquiries filter. `title` is a listing's own title, which `label` starts with:
 * the page words it in its language as listing cards do (the rest of the label as a phrase).
 */
export type LeadSource = { value: string; label: string; title?: string };

/** The listings and projects that have enquiries, for the filter menu. */
export async function sellerLeadSources(seller: SellerActor): Promise<LeadSource[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({
      propertyId: leads.propertyId,
      projectId: leads.projectId,
      title: properties.title,
      name: projects.name,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .where(eq(leads.sellerId, seller.id));
  // Listings with the same title ("2 BHK Flat for Sale in Vijay Nagar, Indore") are told apart
  // by their number, as the listings table shows it.
  const titles = new Map<string, number>();
  for (const r of rows) if (r.title) titles.set(r.title, (titles.get(r.title) ?? 0) + 1);
  const out = rows.map((r) =>
    r.propertyId
      ? {
          value: `property:${r.propertyId}`,
          ...(r.title === null ? {} : { title: r.title }),
          label:
            r.title === null
              ? `Listing #${r.propertyId}`
              : (titles.get(r.title) ?? 0) > 1
                ? `${r.title} (#${r.propertyId})`
                : r.title,
        }
      : r.projectId
        ? { value: `project:${r.projectId}`, label: `Project: ${r.name ?? r.projectId}` }
        : { value: "direct", label: "Direct enquiries" },
  );
  return out.sort((a, b) => a.label.localeCompare(b.label));
}
