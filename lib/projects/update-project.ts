import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { canonicalJson } from "@/lib/listings/canonical-json";
import { ListingStateError } from "@/lib/listings/listing-errors";
import { verifyPhotos } from "@/lib/listings/listing-media";
import { resolveLocation } from "@/lib/listings/resolve-location";
import { expireProject } from "@/lib/cache/expire-tags";
import { projectSchema } from "@/lib/validation/project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { verifyBrochure } from "./project-files";
import { assertBuilder, projectFacts, type ProjectFacts } from "./project-record";

export class ProjectNotFoundError extends NotFoundError {
  constructor() {
    super("This project was not found in your account.");
  }
}

export function ownProject(seller: SellerActor, id: number) {
  return and(
    eq(projects.id, id),
    eq(projects.builderId, seller.id),
    ne(projects.status, "deleted"),
  );
}

/** Whether project `id` is the seller's own (its edit page answers 404 otherwise). */
export async function ownsProject(seller: SellerActor, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(ownProject(seller, id))
    .limit(1);
  return rows.length > 0;
}

const stable = (facts: ProjectFacts, row: Record<string, unknown>) =>
  canonicalJson(Object.fromEntries(Object.keys(facts).map((k) => [k, row[k] ?? null])));

/** Saves an edit to the builder's own project; changed facts of a live project go back to review. */
export async function updateProject(
  seller: SellerActor,
  id: number,
  raw: unknown,
): Promise<{ id: number; status: ListingStatus; sentForReview: boolean }> {
  assertBuilder(seller);
  const input = projectSchema.parse(raw);
  const db = await getDb();
  const [current] = await db.select().from(projects).where(ownProject(seller, id)).limit(1);
  if (!current) throw new ProjectNotFoundError();
  if (current.status === "blocked") {
    throw new ListingStateError("This project was blocked by our team and can't be edited.");
  }
  const location = await resolveLocation(db, input);
  const media = await verifyPhotos(seller.id, "projects", input.photos, input.coverKey);
  const brochureUrl = await verifyBrochure(seller.id, input.brochureKey);
  const facts = projectFacts(input, location, media, brochureUrl);
  const changed =
    stable(facts, facts as unknown as Record<string, unknown>) !==
    stable(facts, current as unknown as Record<string, unknown>);
  const status: ListingStatus =
    current.status === "rejected" || current.status === "draft" || changed
      ? "pending"
      : current.status;
  await db
    .update(projects)
    .set({
      ...facts,
      status,
      rejectionReason: status === "pending" ? null : current.rejectionReason,
      updatedAt: new Date(),
    })
    .where(ownProject(seller, id));
  expireProject(id);
  return { id, status, sentForReview: status === "pending" && current.status !== "pending" };
}
