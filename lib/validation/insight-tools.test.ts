import { phraseFor } from "@/lib/i18n/phrase";
import {
  AREA_FIELDS,
  EMI_FIELDS,
  initialInputs,
  parseToolFields,
  RENT_VS_BUY_FIELDS,
  STAMP_DUTY_FIELDS,
} from "./insight-tools";

const ok = { income: "1,00,000", obligations: "0", rate: "8.5", years: "20", loan: "40 lakh" };

describe("tool fields", () => {
  it("reads amounts as people type them", () => {
    expect(parseToolFields(EMI_FIELDS, ok).values).toEqual({
      income: 1_00_000,
      obligations: 0,
      rate: 8.5,
      years: 20,
      loan: 40_00_000,
    });
  });

  it("puts a message beside each bad field, never NaN", () => {
    const r = parseToolFields(EMI_FIELDS, { ...ok, rate: "85", years: "abc", loan: "" });
    expect(r.values).toBeNull();
    expect(r.errors).toEqual({
      rate: "Enter at most 20",
      years: "Enter a number",
      loan: "Enter loan amount",
    });
    expect(parseToolFields(EMI_FIELDS, { ...ok, income: "lots" }).errors.income).toBe(
      "Enter an amount, e.g. 45,00,000 or 45 lakh",
    );
    expect(parseToolFields(EMI_FIELDS, { ...ok, income: "100" }).errors.income).toBe(
      "Enter at least ₹5,000",
    );
  });

  it("starts from the URL, else the defaults", () => {
    const inputs = initialInputs(EMI_FIELDS, { rate: "9", years: ["15", "30"] });
    expect(inputs).toMatchObject({ income: "1,00,000", rate: "9", years: "15" });
  });

  it("reads the page's choices too, and never fails on a hand-edited URL", () => {
    const choices = { state: "Maharashtra", buyer: "man" };
    expect(initialInputs(EMI_FIELDS, { state: ["Goa", "Kerala"] }, choices)).toMatchObject({
      state: "Goa",
      buyer: "man",
    });
    const odd = initialInputs(EMI_FIELDS, { income: "9".repeat(500), state: [] }, choices);
    expect(odd.income).toHaveLength(40);
    expect(odd.state).toBe("Maharashtra");
    expect(Object.keys(odd).sort()).toEqual(
      [...EMI_FIELDS.map((f) => f.name), "buyer", "state"].sort(),
    );
  });
});

describe("tool fields on the Hindi pages", () => {
  const hindi = phraseFor("hi");

  it("words every field's label, unit and message in Hindi through the catalogue's phrases", () => {
    const r = parseToolFields(EMI_FIELDS, { ...ok, rate: "85", years: "abc", loan: "" });
    expect(Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, hindi(v)]))).toEqual({
      rate: "ज़्यादा से ज़्यादा 20 डालें",
      years: "कोई संख्या डालें",
      loan: "लोन राशि डालें",
    });
    expect(hindi(parseToolFields(EMI_FIELDS, { ...ok, income: "100" }).errors.income)).toBe(
      "कम से कम ₹5,000 डालें",
    );
    expect(hindi(parseToolFields(EMI_FIELDS, { ...ok, income: "lots" }).errors.income)).toBe(
      "रकम डालें, जैसे 45,00,000 या 45 लाख",
    );
    // No field's label, unit or "Enter …" message is left in English.
    for (const f of [...EMI_FIELDS, ...STAMP_DUTY_FIELDS, ...AREA_FIELDS, ...RENT_VS_BUY_FIELDS]) {
      expect(hindi(f.label)).not.toBe(f.label);
      if (f.suffix && f.suffix !== "₹") expect(hindi(f.suffix)).not.toBe(f.suffix);
      const empty = parseToolFields([f], { [f.name]: "" }).errors[f.name];
      expect(hindi(empty)).toMatch(/[\u0900-\u097F]/);
      const high = parseToolFields([f], { [f.name]: String(f.max * 10) }).errors[f.name];
      expect(hindi(high)).toMatch(/^ज़्यादा से ज़्यादा .+ डालें$/);
    }
  });
});
