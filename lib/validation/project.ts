/**
 * The post-a-project form (builders), shared by the form and lib/projects. RERA: a project is
 * registered in its state unless exempt (with the reason); an under-construction project cannot
 * be exempt. Isomorphic: no server imports.
 */
import { formatIndianNumber } from "@/lib/format/money";
import { z } from "zod";
import { plainName } from "./plain-name";
import { MAX_PHOTOS } from "@/lib/media/upload-signature";
import { readNumber } from "./listing";
import { AMENITIES, PROJECT_STAGES } from "./property-enums";
import { needsReraRegistration, reraFormatIssue } from "./rera-format";
import { INDIAN_STATES, reraNumberSchema } from "./seller";

export { PROJECT_STAGES, type ProjectStage } from "./property-enums";

export const MAX_UNIT_ROWS = 30;
const typed = z.union([z.string().max(20), z.number()]).optional();
const date = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Use a valid date")
  .optional()
  .default("");

export const unitRowSchema = z.object({
  bhk: z.string().regex(/^(0|[1-9]|10)$/, "Choose the BHK"),
  carpetArea: typed,
  minPrice: typed,
  maxPrice: typed,
  unitsAvailable: typed,
});
export type UnitRowInput = z.input<typeof unitRowSchema>;

export const projectPhotoSchema = z.object({
  key: z.string().regex(/^projects\/\d+\/[0-9a-f-]{36}$/, "Unknown photo"),
  url: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(150).optional().default(""),
});

export const projectSchema = z
  .object({
    name: plainName(
      z.string().trim().min(3, "Enter the project name").max(120, "The name is too long"),
      "Project name",
    ),
    description: z
      .string()
      .trim()
      .max(5000, "Keep the description under 5,000 characters")
      .optional()
      .default(""),
    citySlug: z.string().trim().min(1, "Choose the city").max(80),
    localityName: z.string().trim().min(2, "Enter the locality").max(80),
    localityId: z.number().int().positive().nullable().optional(),
    address: z.string().trim().max(200).optional().default(""),
    stage: z.enum(PROJECT_STAGES, { message: "Choose the project status" }),
    reraExempt: z.boolean().optional().default(false),
    reraExemptReason: z.string().trim().max(500).optional().default(""),
    reraNumber: z.string().trim().max(60).optional().default(""),
    reraState: z.string().trim().max(60).optional().default(""),
    launchDate: date,
    possessionDate: date,
    totalUnits: typed,
    towers: typed,
    landAreaAcres: typed,
    units: z
      .array(unitRowSchema)
      .min(1, "Add at least one unit configuration")
      .max(MAX_UNIT_ROWS, `Add at most ${MAX_UNIT_ROWS} configurations`),
    amenities: z.array(z.enum(AMENITIES)).optional().default([]),
    brochureKey: z
      .string()
      .regex(/^(projects\/\d+\/[0-9a-f-]{36}\.pdf)?$/, "Upload the brochure again")
      .nullable()
      .optional(),
    photos: z
      .array(projectPhotoSchema)
      .max(MAX_PHOTOS, `Add at most ${MAX_PHOTOS} photos`)
      .optional()
      .default([]),
    coverKey: z.string().max(100).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (v.reraExempt) {
      if (v.stage === "under_construction") {
        issue(["reraExempt"], "An under-construction project must be registered with RERA");
      }
      const acres = readNumber(v.landAreaAcres);
      const units = readNumber(v.totalUnits);
      if (needsReraRegistration({ landAreaAcres: acres, totalUnits: units })) {
        issue(
          ["reraExempt"],
          "A project on more than 500 m² of land or with more than 8 units must be registered with RERA",
        );
      }
      if (v.reraExemptReason.length < 10) {
        issue(["reraExemptReason"], "Explain why the project is exempt (e.g. land under 500 m²)");
      }
    } else {
      const rera = reraNumberSchema.safeParse(v.reraNumber);
      if (!rera.success) issue(["reraNumber"], rera.error.issues[0].message);
      if (!(INDIAN_STATES as readonly string[]).includes(v.reraState)) {
        issue(["reraState"], "Choose the state of registration");
      } else if (rera.success) {
        // The number in the shape the state's authority issues (lib/validation/rera-format.ts).
        const wrong = reraFormatIssue(v.reraState, v.reraNumber, "project");
        if (wrong) issue(["reraNumber"], wrong);
      }
    }
    if (v.stage !== "ready" && !v.possessionDate) {
      issue(["possessionDate"], "Enter the expected possession date");
    }
    if (v.launchDate && v.possessionDate && v.possessionDate < v.launchDate) {
      issue(["possessionDate"], "Possession can't be before the launch");
    }
    const checkInt = (
      path: (string | number)[],
      raw: string | number | undefined,
      label: string,
      min: number,
      max: number,
      required: boolean,
    ) => {
      const n = readNumber(raw);
      if (n === null) {
        if (required) issue(path, `Enter the ${label}`);
        return null;
      }
      if (!Number.isInteger(n) || n < min || n > max) {
        issue(
          path,
          `Enter a whole number from ${formatIndianNumber(min)} to ${formatIndianNumber(max)}`,
        );
        return null;
      }
      return n;
    };
    let available = 0;
    v.units.forEach((u, i) => {
      checkInt(["units", i, "carpetArea"], u.carpetArea, "carpet area", 50, 100_000, true);
      const min = checkInt(
        ["units", i, "minPrice"],
        u.minPrice,
        "lowest price",
        1_00_000,
        1_000_00_00_000,
        true,
      );
      const max = checkInt(
        ["units", i, "maxPrice"],
        u.maxPrice,
        "highest price",
        1_00_000,
        1_000_00_00_000,
        true,
      );
      if (min !== null && max !== null && max < min) {
        issue(["units", i, "maxPrice"], "The highest price can't be below the lowest");
      }
      available +=
        checkInt(
          ["units", i, "unitsAvailable"],
          u.unitsAvailable,
          "units available",
          0,
          100_000,
          true,
        ) ?? 0;
    });
    const total = checkInt(["totalUnits"], v.totalUnits, "total units", 1, 100_000, false);
    // Buyers read both numbers on the project page: the units still for sale fit in the total.
    if (total !== null && available > total) {
      issue(
        ["totalUnits"],
        `Total units can't be fewer than the ${formatIndianNumber(available)} units available in the configurations`,
      );
    }
    checkInt(["towers"], v.towers, "towers", 1, 500, false);
    const acres = readNumber(v.landAreaAcres);
    if (
      v.landAreaAcres !== undefined &&
      v.landAreaAcres !== "" &&
      (acres === null || acres <= 0 || acres > 100_000)
    ) {
      issue(["landAreaAcres"], "Enter the land area in acres");
    }
    if (v.coverKey && !v.photos.some((p) => p.key === v.coverKey)) {
      issue(["coverKey"], "Pick the cover from the uploaded photos");
    }
  });

export type ProjectFormInput = z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;

/** A blank unit row for the form. */
export const EMPTY_UNIT_ROW: UnitRowInput = {
  bhk: "2",
  carpetArea: "",
  minPrice: "",
  maxPrice: "",
  unitsAvailable: "",
};
