import { stampDuty } from "./stamp-duty";
import { STAMP_DUTY_RULES } from "./stamp-duty-rates";

describe("stamp duty and registration", () => {
  it("Delhi: 6 % for men, 4 % for women, 5 % jointly; registration 1 % + ₹100", () => {
    expect(stampDuty("Delhi", 50_00_000, "man")).toMatchObject({
      stampDuty: 3_00_000,
      registration: 50_100,
      total: 3_50_100,
      womenSaving: 1_00_000,
    });
    expect(stampDuty("Delhi", 50_00_000, "woman")?.stampDuty).toBe(2_00_000);
    expect(stampDuty("Delhi", 50_00_000, "joint")?.stampDuty).toBe(2_50_000);
  });

  it("Maharashtra: registration capped at ₹30,000; women 1 % lower", () => {
    expect(stampDuty("Maharashtra", 1_00_00_000, "man")).toMatchObject({
      dutyRate: 6,
      stampDuty: 6_00_000,
      registration: 30_000,
      total: 6_30_000,
    });
    expect(stampDuty("Maharashtra", 1_00_00_000, "woman")).toMatchObject({
      dutyRate: 5,
      stampDuty: 5_00_000,
    });
  });

  it("Karnataka: the rate follows the value band; no women's concession", () => {
    expect(stampDuty("Karnataka", 18_00_000, "man")?.stampDuty).toBe(36_000);
    expect(stampDuty("Karnataka", 40_00_000, "man")?.stampDuty).toBe(1_20_000);
    expect(stampDuty("Karnataka", 80_00_000, "woman")).toMatchObject({
      stampDuty: 4_00_000,
      registration: 80_000,
      womenSaving: 0,
    });
  });

  it("Uttar Pradesh: the women's rebate is capped at ₹10,000", () => {
    expect(stampDuty("Uttar Pradesh", 50_00_000, "woman")).toMatchObject({
      stampDuty: 3_40_000,
      womenSaving: 10_000,
    });
    expect(stampDuty("Uttar Pradesh", 8_00_000, "woman")?.stampDuty).toBe(48_000);
  });

  it("Gujarat: women pay no registration fee", () => {
    expect(stampDuty("gujarat", 40_00_000, "woman")).toMatchObject({
      stampDuty: 1_96_000,
      registration: 0,
      womenSaving: 40_000,
    });
  });

  it("answers null for a state without rates or a bad value", () => {
    expect(stampDuty("Atlantis", 10_00_000, "man")).toBeNull();
    expect(stampDuty("Delhi", Number.NaN, "man")).toBeNull();
  });

  it("keeps a source and a date for every state", () => {
    for (const rule of STAMP_DUTY_RULES) {
      expect(rule.source.url).toMatch(/^https:\/\//);
      expect(rule.asOf).toMatch(/^\d{4}-\d{2}$/);
    }
  });
});
