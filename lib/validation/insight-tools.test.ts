import { EMI_FIELDS, initialInputs, parseToolFields } from "./insight-tools";

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
