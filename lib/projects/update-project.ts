import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { ListingStateError } from "@/lib/listings/listing-errors";
import { verifyPhotos } from "@/lib/listings/listing-media";
import { resolveLocation } from "@/lib/listings/resolve-location";
import { expireProject } from "@/lib/cache/expire-tags";
import { projectSchema } from "@/lib/validation/project";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { PUBLIC_PROJECT_STATUSES } from "./get-project";
import { dropPendingProjectEdit, savePendingProjectEdit } from "./project-edits";
import { verifyBrochure } from "./project-files";
import { assertBuilder, projectFacts } from "./project-record";
import { liveProjectPart, needsReview } from "./project-review-fields";

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

export type UpdateProjectResult = {
  id: number;
  status: ListingStatus;
  sentForReview: boolean;
  /** A public project's reviewed changes wait for approval; the approved version stays public. */
  editPending: boolean;
};

const isPublic = (status: ListingStatus) =>
  (PUBLIC_PROJECT_STATUSES as readonly ListingStatus[]).includes(status);

/**
 * Saves an edit to the builder's own project. Prices, units available and amenities change at
 * once (project-review-fields.ts). Changes to anything else:
 * - on a public project are kept as a pending edit: its page shows the approved version until an
 *   admin approves (lib/admin/listings/review-project-edit.ts);
 * - on a project that is not public send it (back) to review.
 */
export async function updateProject(
  seller: SellerActor,
  id: number,
  raw: unknown,
): Promise<UpdateProjectResult> {
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
  const reviewedChanged = needsReview(facts, current);
  const holdForReview = isPublic(current.status) && reviewedChanged;
  const status: ListingStatus =
    current.status === "rejected" ||
    current.status === "draft" ||
    (reviewedChanged && !isPublic(current.status))
      ? "pending"
      : current.status;
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        ...(isPublic(current.status) ? liveProjectPart(facts, current) : facts),
        status,
        rejectionReason: status === "pending" ? null : current.rejectionReason,
        updatedAt: new Date(),
      })
      .where(ownProject(seller, id));
    // An edit that brings every reviewed fact back to the approved one has nothing to review.
    if (holdForReview) await savePendingProjectEdit(tx, id, facts, new Date());
    else await dropPendingProjectEdit(tx, id);
  });
  expireProject(id);
  return {
    id,
    status,
    sentForReview: status === "pending" && current.status !== "pending",
    editPending: holdForReview,
  };
}
