import "server-only";
import { randomBytes } from "node:crypto";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { slugify } from "@/lib/format/slugify";
import { verifyPhotos } from "@/lib/listings/listing-media";
import { resolveLocation } from "@/lib/listings/resolve-location";
import { projectSchema } from "@/lib/validation/project";
import { verifyBrochure } from "./project-files";
import { assertBuilder, projectFacts } from "./project-record";

/** A builder posts a project; it waits for review ("pending") before it is public. */
export async function createProject(
  seller: SellerActor,
  raw: unknown,
): Promise<{ id: number; status: "pending" }> {
  assertBuilder(seller);
  const input = projectSchema.parse(raw);
  const db = await getDb();
  const location = await resolveLocation(db, input);
  const media = await verifyPhotos(seller.id, "projects", input.photos, input.coverKey);
  const brochureUrl = await verifyBrochure(seller.id, input.brochureKey);
  const facts = projectFacts(input, location, media, brochureUrl);
  const [row] = await db
    .insert(projects)
    .values({
      ...facts,
      builderId: seller.id,
      slug: `${slugify(input.name).slice(0, 80) || "project"}-${randomBytes(3).toString("hex")}`,
      status: "pending",
    })
    .returning({ id: projects.id });
  return { id: row.id, status: "pending" };
}
