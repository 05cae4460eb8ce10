import { RERA_AUTHORITIES as SEED_AUTHORITIES } from "@/lib/db/seed/datasets/rera-authorities";
import { rngFor } from "@/lib/db/seed/prng";
import { projectSchema } from "./project";
import {
  checkReraFormat,
  needsReraRegistration,
  RERA_AUTHORITIES,
  reraWebsiteFor,
} from "./rera-format";
import { verificationRequestSchema } from "./seller";

describe("RERA numbers per state", () => {
  it("accepts every number each authority issues, for projects and agents", () => {
    for (const authority of SEED_AUTHORITIES) {
      for (let i = 0; i < 40; i++) {
        const rng = rngFor(`rera-${authority.state}`, i);
        const city = authority.state === "Gujarat" ? "Ahmedabad" : "Indore";
        const project = authority.projectNumber(rng, city, 2019 + (i % 6));
        const agent = authority.agentNumber(rng, city, 2019 + (i % 6));
        expect([authority.state, checkReraFormat(authority.state, project, "project").ok]).toEqual([
          authority.state,
          true,
        ]);
        expect([authority.state, checkReraFormat(authority.state, agent, "agent").ok]).toEqual([
          authority.state,
          true,
        ]);
      }
      expect(reraWebsiteFor(authority.state)).toBe(authority.website);
    }
  });

  it("refuses another state's number, or a project number for an agent, with an example", () => {
    const maha = checkReraFormat("Karnataka", "P51800012345", "project");
    expect(maha).toEqual({
      ok: false,
      message: expect.stringContaining("PRM/KA/RERA/1251/446/PR/171015/000123"),
    });
    expect(checkReraFormat("Maharashtra", "P51800012345", "agent").ok).toBe(false);
    expect(checkReraFormat("Maharashtra", "P5180001234", "project").ok).toBe(false);
    expect(checkReraFormat("Maharashtra", "P51800012345", "project")).toMatchObject({
      ok: true,
      authority: "MahaRERA",
      website: "https://maharera.maharashtra.gov.in",
    });
  });

  it("checks states without a known format for the general shape only", () => {
    expect(RERA_AUTHORITIES.Sikkim).toBeUndefined();
    expect(checkReraFormat("Sikkim", "SKRERA/2021/0012", "project").ok).toBe(true);
    expect(checkReraFormat("Sikkim", "<script>", "project").ok).toBe(false);
  });

  it("says a project over 500 m² or 8 units must be registered", () => {
    expect(needsReraRegistration({ landAreaAcres: 0.12, totalUnits: 8 })).toBe(false);
    expect(needsReraRegistration({ landAreaAcres: 0.13, totalUnits: 4 })).toBe(true);
    expect(needsReraRegistration({ landAreaAcres: null, totalUnits: 9 })).toBe(true);
  });

  it("keeps a wrong-format number out of the project and agent forms", () => {
    const base = {
      name: "Skyline Heights",
      citySlug: "indore",
      localityName: "Vijay Nagar",
      stage: "ready",
      units: [
        {
          bhk: "2",
          carpetArea: "900",
          minPrice: "4000000",
          maxPrice: "5000000",
          unitsAvailable: "4",
        },
      ],
    } as const;
    const wrong = projectSchema.safeParse({
      ...base,
      reraNumber: "P51800012345",
      reraState: "Madhya Pradesh",
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["reraNumber"] });
    expect(
      projectSchema.safeParse({ ...base, reraNumber: "P-IND-21-1234", reraState: "Madhya Pradesh" })
        .success,
    ).toBe(true);
    const exemptBig = projectSchema.safeParse({
      ...base,
      reraExempt: true,
      reraExemptReason: "Small plot, under the limit",
      totalUnits: "40",
    });
    expect(exemptBig.error?.issues.map((i) => i.path.join("."))).toContain("reraExempt");
    const agent = verificationRequestSchema.safeParse({
      reraNumber: "P51800012345",
      reraState: "Maharashtra",
      documentKey: "private/verification/1/00000000-0000-0000-0000-000000000000.pdf",
    });
    expect(agent.error?.issues[0]).toMatchObject({ path: ["reraNumber"] });
  });
});
