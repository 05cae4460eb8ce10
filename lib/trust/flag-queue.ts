import "server-only";
import { sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import type { TrustFlagKind } from "@/lib/db/schema";

export type FlaggedListing = {
  id: number;
  title: string;
  status: string;
  price: number;
  areaSqft: number;
  bhk: number | null;
  propertyType: string;
  place: string;
  postedBy: string;
  postedAt: string;
  sellerId: number;
  sellerName: string;
  sellerPhone: string;
  coverUrl: string | null;
};

export type OpenFlag = {
  id: number;
  kind: TrustFlagKind;
  evidence: Record<string, unknown>;
  createdAt: string;
  listing: FlaggedListing;
  other: FlaggedListing | null;
};

type Row = {
  id: number;
  title: string;
  status: string;
  price: number | string;
  area_sqft: number;
  bhk: number | null;
  property_type: string;
  place: string;
  posted_by: string;
  posted_at: Date | string;
  seller_id: number;
  seller_name: string;
  seller_phone: string;
  cover_url: string | null;
};

const LISTING = sql`
  select p.id, p.title, p.status::text as status, p.price, p.area_sqft, p.bhk,
    p.property_type::text as property_type,
    concat_ws(', ', nullif(p.locality_name, ''), p.city_name) as place,
    p.posted_by::text as posted_by, p.posted_at, u.id as seller_id,
    concat_ws(' ', u.first_name, u.last_name) as seller_name, u.phone as seller_phone,
    (select m.url from property_media m where m.property_id = p.id
      order by m.is_cover desc, m.position, m.id limit 1) as cover_url
  from properties p join users u on u.id = p.seller_id`;

function toListing(r: Row): FlaggedListing {
  return {
    id: Number(r.id),
    title: r.title,
    status: r.status,
    price: Number(r.price),
    areaSqft: Number(r.area_sqft),
    bhk: r.bhk === null ? null : Number(r.bhk),
    propertyType: r.property_type,
    place: r.place,
    postedBy: r.posted_by,
    postedAt: new Date(r.posted_at).toISOString(),
    sellerId: Number(r.seller_id),
    sellerName: r.seller_name,
    sellerPhone: r.seller_phone,
    coverUrl: r.cover_url,
  };
}

/** Open flags, newest first, each with both listings side by side and the evidence. */
export async function listOpenFlags(actor: AdminActor, limit = 100): Promise<OpenFlag[]> {
  assertAdmin(actor);
  const db = await getDb();
  const { rows: flags } = await db.execute<{
    id: number;
    kind: TrustFlagKind;
    property_id: number;
    other_property_id: number | null;
    evidence: Record<string, unknown>;
    created_at: Date | string;
  }>(sql`
    select id, kind, property_id, other_property_id, evidence, created_at from trust_flags
    where status = 'open' order by created_at desc, id desc limit ${limit}`);
  const ids = [
    ...new Set(
      flags.flatMap((f) => [f.property_id, f.other_property_id]).filter((v) => v !== null),
    ),
  ].map(Number);
  if (ids.length === 0) return [];
  const { rows } = await db.execute<Row>(
    sql`${LISTING} where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), toListing(r)]));
  return flags.flatMap((f) => {
    const listing = byId.get(Number(f.property_id));
    if (!listing) return [];
    return [
      {
        id: Number(f.id),
        kind: f.kind,
        evidence: f.evidence,
        createdAt: new Date(f.created_at).toISOString(),
        listing,
        other: f.other_property_id ? (byId.get(Number(f.other_property_id)) ?? null) : null,
      },
    ];
  });
}
