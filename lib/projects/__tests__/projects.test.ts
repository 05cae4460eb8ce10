import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { storeDocument } from "@/lib/media/upload-document";
import {
  makeIndore,
  makeSeller,
  uploadSamplePhoto,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createProject } from "../create-project";
import {
  deleteSellerProject,
  getSellerProjectForEdit,
  listSellerProjects,
} from "../seller-projects";
import { updateProject } from "../update-project";
import { projectInput } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(TEST_ENGINES)("builder projects on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let builderA: SellerActor;
  let builderB: SellerActor;
  let agent: SellerActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    builderA = await makeSeller(handle.db, "builder");
    builderB = await makeSeller(handle.db, "builder");
    agent = await makeSeller(handle.db, "agent");
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  const rowOf = async (id: number) =>
    (await handle.db.select().from(projects).where(eq(projects.id, id)))[0];

  it("posts a project with units, brochure and photos for review", async () => {
    const brochure = await storeDocument(builderA.id, "brochure", PDF);
    const photo = await uploadSamplePhoto(builderA, "projects");
    const { id, status } = await createProject(
      builderA,
      projectInput({ brochureKey: brochure.key, photos: [photo], coverKey: photo.key }),
    );
    expect(status).toBe("pending");
    const row = await rowOf(id);
    expect(row).toMatchObject({
      builderId: builderA.id,
      status: "pending",
      minPrice: 4500000,
      maxPrice: 7800000,
      reraNumber: "P-IND-2024-1234",
      reraWebsite: "https://www.rera.mp.gov.in",
      brochureUrl: brochure.url,
      coverUrl: photo.url,
      gallery: [photo.url],
    });
    expect(row.units).toEqual([
      { bhk: 2, carpetAreaSqft: 850, minPrice: 4500000, maxPrice: 5200000, unitsAvailable: 40 },
      { bhk: 3, carpetAreaSqft: 1200, minPrice: 6500000, maxPrice: 7800000, unitsAvailable: 20 },
    ]);
    const edit = await getSellerProjectForEdit(builderA, id);
    expect(edit.values.brochureKey).toBe(brochure.key);
    expect(edit.values.photos?.map((p) => p.key)).toEqual([photo.key]);
  });

  it("requires RERA unless exempt, and never for under-construction exemption", async () => {
    const noRera = await createProject(builderA, projectInput({ reraNumber: "" })).catch((e) => e);
    expect(noRera).toBeInstanceOf(ZodError);
    expect((noRera as ZodError).issues.map((i) => i.path.join("."))).toContain("reraNumber");
    const exemptUc = await createProject(
      builderA,
      projectInput({ reraExempt: true, reraExemptReason: "Land is only 400 square metres" }),
    ).catch((e: ZodError) => e.issues.map((i) => i.message));
    expect(exemptUc).toContain("An under-construction project must be registered with RERA");
    const ok = await createProject(
      builderA,
      projectInput({
        stage: "ready",
        reraExempt: true,
        reraExemptReason: "Land is only 400 square metres",
        reraNumber: "",
      }),
    );
    expect(await rowOf(ok.id)).toMatchObject({ reraExempt: true, reraNumber: null });
  });

  it("tells non-builders that projects are for builders", async () => {
    await expect(createProject(agent, projectInput())).rejects.toMatchObject({ status: 403 });
  });

  it("keeps builder B out of builder A's project", async () => {
    const { id } = await createProject(builderA, projectInput({ name: "Private Towers" }));
    const before = await rowOf(id);
    await expect(getSellerProjectForEdit(builderB, id)).rejects.toMatchObject({ status: 404 });
    await expect(
      updateProject(builderB, id, projectInput({ name: "Stolen" })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(deleteSellerProject(builderB, id)).rejects.toMatchObject({ status: 404 });
    expect((await listSellerProjects(builderB)).map((p) => p.id)).not.toContain(id);
    expect(await rowOf(id)).toEqual(before);
  });

  it("keeps a live project live when edited (the change waits for review), and soft-deletes", async () => {
    const { id } = await createProject(builderA, projectInput({ name: "Green Acres" }));
    await handle.db.update(projects).set({ status: "active" }).where(eq(projects.id, id));
    const { values } = await getSellerProjectForEdit(builderA, id);
    expect((await updateProject(builderA, id, values)).status).toBe("active");
    const changed = await updateProject(builderA, id, { ...values, name: "Green Acres Phase 2" });
    expect(changed).toMatchObject({ status: "active", sentForReview: false, editPending: true });
    expect((await rowOf(id)).name).toBe("Green Acres");
    await deleteSellerProject(builderA, id);
    expect((await rowOf(id)).status).toBe("deleted");
    expect((await listSellerProjects(builderA)).map((p) => p.id)).not.toContain(id);
  });

  it("refuses another builder's brochure", async () => {
    const other = await storeDocument(builderB.id, "brochure", PDF);
    await expect(
      createProject(builderA, projectInput({ brochureKey: other.key })),
    ).rejects.toMatchObject({ status: 422 });
  });
});
