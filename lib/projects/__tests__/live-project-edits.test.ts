import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { makeAdmin } from "@/lib/admin/__tests__/fixtures";
import { getAdminProject, listAdminProjects } from "@/lib/admin/listings/project-queries";
import { reviewProjectEdit } from "@/lib/admin/listings/review-project-edit";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { notifications, projectEdits, projects } from "@/lib/db/schema";
import {
  makeIndore,
  makeSeller,
  uploadSamplePhoto,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { listSitemaps, sitemapUrls } from "@/lib/seo/sitemap";
import { projectPath } from "@/lib/seo/urls";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { adminProjectFiltersSchema } from "@/lib/validation/admin";
import { projectSchema } from "@/lib/validation/project";
import { createProject } from "../create-project";
import { loadPublicProject } from "../get-project";
import { getSellerProjectForEdit, listSellerProjects } from "../seller-projects";
import { updateProject } from "../update-project";
import { projectInput } from "./fixtures";

// A live project stays live, as approved, while its builder's changes wait for review.
describe.each(TEST_ENGINES)("edits of a live project on %s", (engine) => {
  let handle: DbHandle;
  let cleanupStorage: () => Promise<void>;
  let builder: SellerActor;
  let admin: AdminActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup: cleanupStorage } = await useTempStorage());
    await makeIndore(handle.db);
    builder = await makeSeller(handle.db, "builder");
    admin = await makeAdmin(handle.db);
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanupStorage();
  });

  const rowOf = async (id: number) =>
    (await handle.db.select().from(projects).where(eq(projects.id, id)))[0];
  const editOf = async (id: number) =>
    (await handle.db.select().from(projectEdits).where(eq(projectEdits.projectId, id)))[0];
  const lastNotice = async () =>
    (await handle.db.select().from(notifications).where(eq(notifications.userId, builder.id))).at(
      -1,
    );

  async function liveProject(name: string) {
    const photo = await uploadSamplePhoto(builder, "projects");
    const { id } = await createProject(
      builder,
      projectInput({ name, totalUnits: "100", photos: [photo], coverKey: photo.key }),
    );
    await handle.db
      .update(projects)
      .set({ status: "active", approvedAt: new Date() })
      .where(eq(projects.id, id));
    return id;
  }

  async function inSitemap(id: number): Promise<boolean> {
    const row = await rowOf(id);
    const names = (await listSitemaps()).filter((n) => n.startsWith("projects"));
    const urls = (await Promise.all(names.map((n) => sitemapUrls(n, "https://example.in"))))
      .flat()
      .map((u) => u?.loc);
    return urls.includes(`https://example.in${projectPath(row)}`);
  }

  it("puts a new price live at once, with nothing to review", async () => {
    const id = await liveProject("Palash Residency");
    const { values } = await getSellerProjectForEdit(builder, id);
    const units = values.units.map((u, i) => (i === 0 ? { ...u, minPrice: "4300000" } : u));
    const result = await updateProject(builder, id, { ...values, units });
    expect(result).toMatchObject({ status: "active", sentForReview: false, editPending: false });
    expect(await editOf(id)).toBeUndefined();
    const shown = await loadPublicProject(id);
    expect(shown?.units[0].minPrice).toBe(4300000);
    expect(shown?.minPrice).toBe(4300000);
  });

  it("keeps the approved version public while other changes wait, then approval applies them", async () => {
    const id = await liveProject("Mahua Greens");
    const { values } = await getSellerProjectForEdit(builder, id);
    const units = values.units.map((u, i) =>
      i === 0 ? { ...u, carpetArea: "900", minPrice: "4700000" } : u,
    );
    const result = await updateProject(builder, id, {
      ...values,
      name: "Mahua Greens Phase 2",
      units,
    });
    expect(result).toMatchObject({ status: "active", sentForReview: false, editPending: true });

    // Buyers (page and sitemap) still see the approved project, prices included: the
    // configuration itself changed, so its new price waits with it.
    const shown = await loadPublicProject(id);
    expect(shown).toMatchObject({ name: "Mahua Greens", minPrice: 4500000 });
    expect(shown?.units[0]).toMatchObject({ carpetAreaSqft: 850, minPrice: 4500000 });
    expect(await inSitemap(id)).toBe(true);

    // The builder's form goes on from the changes sent, and says they wait.
    const edit = await getSellerProjectForEdit(builder, id);
    expect(edit.values.name).toBe("Mahua Greens Phase 2");
    expect(edit.values.units[0].carpetArea).toBe("900");
    expect(edit.editPendingSince).toBeInstanceOf(Date);
    // …and the builder's list of projects marks it.
    const mine = await listSellerProjects(builder);
    expect(mine.find((p) => p.id === id)?.editPendingSince).toEqual(expect.any(String));

    // The admin finds the project among those with changes waiting, compares, sees the photos.
    const waiting = await listAdminProjects(
      admin,
      adminProjectFiltersSchema.parse({ edits: "pending" }),
    );
    expect(waiting.rows.map((r) => r.id)).toEqual([id]);
    const detail = await getAdminProject(admin, id);
    expect(detail.photos).toHaveLength(1);
    expect(detail.pendingEdit?.photosChanged).toBe(false);
    const changed = Object.fromEntries(
      (detail.pendingEdit?.changes ?? []).map((c) => [c.label, [c.now, c.proposed]]),
    );
    expect(changed.Name).toEqual(["Mahua Greens", "Mahua Greens Phase 2"]);
    expect(changed.Configurations?.[1]).toContain("2 BHK, 900 sq ft, ₹47 L – ₹52 L, 40 available");

    await reviewProjectEdit(admin, { decision: "approve", projectId: id });
    expect(await editOf(id)).toBeUndefined();
    const approved = await loadPublicProject(id);
    expect(approved).toMatchObject({ name: "Mahua Greens Phase 2", minPrice: 4700000 });
    expect(approved?.units[0]).toMatchObject({ carpetAreaSqft: 900 });
    expect((await rowOf(id)).status).toBe("active");
    expect(await lastNotice()).toMatchObject({ title: "Changes approved" });
  });

  it("keeps the live version when the changes are rejected, and tells the builder why", async () => {
    const id = await liveProject("Kadamb Heights");
    const { values } = await getSellerProjectForEdit(builder, id);
    await updateProject(builder, id, { ...values, description: "Now with a rooftop pool." });
    expect(await editOf(id)).toBeDefined();
    await reviewProjectEdit(admin, {
      decision: "reject",
      projectId: id,
      reason: "The rooftop pool is not in the approved plan",
    });
    expect(await editOf(id)).toBeUndefined();
    expect(await rowOf(id)).toMatchObject({ status: "active", description: "" });
    expect((await loadPublicProject(id))?.name).toBe("Kadamb Heights");
    expect(await lastNotice()).toMatchObject({
      title: "Changes not approved",
      body: 'Your changes to "Kadamb Heights" were not approved: The rooftop pool is not in the approved plan. The project stays live as it was.',
      link: `/saller/project/${id}/edit`,
    });
    // Nothing left to decide.
    await expect(
      reviewProjectEdit(admin, { decision: "approve", projectId: id }),
    ).rejects.toMatchObject({ status: 409 });
    // Only admins decide.
    await expect(
      reviewProjectEdit(builder as unknown as AdminActor, { decision: "approve", projectId: id }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("sends a project that is not public back to review as before", async () => {
    const id = await liveProject("Champa Enclave");
    await handle.db.update(projects).set({ status: "paused" }).where(eq(projects.id, id));
    const { values } = await getSellerProjectForEdit(builder, id);
    const result = await updateProject(builder, id, { ...values, name: "Champa Enclave II" });
    expect(result).toMatchObject({ status: "pending", sentForReview: true, editPending: false });
    expect(await rowOf(id)).toMatchObject({ name: "Champa Enclave II" });
    expect(await editOf(id)).toBeUndefined();
  });

  it("refuses total units below the units available, in the form and on the server", async () => {
    const tooFew = projectInput({ totalUnits: "10" }); // 40 + 20 available
    const parsed = projectSchema.safeParse(tooFew);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ["totalUnits"],
        message: "Total units can't be fewer than the 60 units available in the configurations",
      }),
    );
    expect(projectSchema.safeParse(projectInput({ totalUnits: "60" })).success).toBe(true);
    expect(projectSchema.safeParse(projectInput({ totalUnits: "" })).success).toBe(true);
    await expect(createProject(builder, tooFew)).rejects.toBeInstanceOf(ZodError);
    const id = await liveProject("Neem Court");
    const { values } = await getSellerProjectForEdit(builder, id);
    await expect(
      updateProject(builder, id, { ...values, totalUnits: "50" }),
    ).rejects.toBeInstanceOf(ZodError);
    expect((await rowOf(id)).totalUnits).toBe(100);
  });
});
