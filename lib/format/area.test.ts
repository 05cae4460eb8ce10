import {
  AREA_UNITS,
  AREA_UNIT_IDS,
  BIGHA_SQFT_BY_STATE,
  DEFAULT_BIGHA_SQFT,
  bighaSqft,
  formatArea,
  formatAreaValue,
  fromSqft,
  isAreaUnit,
  matchAreaUnit,
  parseArea,
  toSqft,
} from "@/lib/format/area";

describe("AREA_UNITS", () => {
  it("lists every unit with a label", () => {
    expect(AREA_UNIT_IDS).toEqual([
      "sqft",
      "sqm",
      "sqyd",
      "acre",
      "hectare",
      "cent",
      "ground",
      "guntha",
      "marla",
      "kanal",
      "bigha",
    ]);
    for (const unit of AREA_UNITS) expect(unit.label.length).toBeGreaterThan(0);
    expect(isAreaUnit("gaj")).toBe(false);
    expect(isAreaUnit("sqyd")).toBe(true);
  });
});

describe("toSqft", () => {
  it.each([
    [1, "sqft", 1],
    [100, "sqm", 1076.39],
    [200, "sqyd", 1800],
    [1, "acre", 43560],
    [1.5, "acre", 65340],
    [1, "hectare", 107639],
    [10, "cent", 4356],
    [1, "ground", 2400],
    [1, "guntha", 1089],
    [1, "marla", 272.25],
    [1, "kanal", 5445],
  ] as const)("%d %s = %d sq ft", (value, unit, sqft) => {
    expect(toSqft(value, unit).sqft).toBeCloseTo(sqft, 2);
  });

  it("says which conversion it used", () => {
    expect(toSqft(2, "acre").basis).toBe("1 acre = 43,560 sq ft");
    expect(toSqft(1, "sqm").basis).toBe("1 sq m = 10.7639 sq ft");
    expect(toSqft(1, "kanal").basis).toBe("1 kanal = 5,445 sq ft");
  });

  it("uses the state's bigha and says so", () => {
    const mp = toSqft(1, "bigha", "Madhya Pradesh");
    expect(mp).toEqual({
      sqft: 12000,
      basis: "1 bigha = 12,000 sq ft (Madhya Pradesh)",
      state: "Madhya Pradesh",
    });
    expect(toSqft(2, "bigha", "West Bengal").sqft).toBe(28800);
    expect(toSqft(1, "bigha", "assam").sqft).toBe(14400);
    expect(toSqft(1, "bigha", "Rajasthan").sqft).toBe(27225);
    expect(toSqft(1, "bigha", "UP").state).toBe("Uttar Pradesh");
  });

  it("falls back to the default bigha and says it did", () => {
    const none = toSqft(1, "bigha");
    expect(none.sqft).toBe(DEFAULT_BIGHA_SQFT);
    expect(none.state).toBeUndefined();
    expect(none.basis).toBe("1 bigha = 27,000 sq ft (default; state not given)");
    const kerala = toSqft(1, "bigha", "Kerala");
    expect(kerala.sqft).toBe(27000);
    expect(kerala.basis).toContain("no bigha table for Kerala");
  });

  it("has the per-state table", () => {
    expect(BIGHA_SQFT_BY_STATE).toMatchObject({
      "West Bengal": 14400,
      Assam: 14400,
      Rajasthan: 27225,
      "Uttar Pradesh": 27000,
      "Madhya Pradesh": 12000,
      Bihar: 27220,
      Gujarat: 17424,
      Punjab: 9070,
      Haryana: 27225,
      "Himachal Pradesh": 8712,
      Uttarakhand: 6804,
    });
    expect(bighaSqft("gujarat")).toEqual({ sqft: 17424, state: "Gujarat" });
    expect(bighaSqft(null)).toEqual({ sqft: 27000, state: null });
  });
});

describe("fromSqft", () => {
  it("converts back", () => {
    expect(fromSqft(87120, "acre")).toBe(2);
    expect(fromSqft(1800, "sqyd")).toBe(200);
    expect(fromSqft(24000, "bigha", "Madhya Pradesh")).toBe(2);
  });
});

describe("formatArea", () => {
  it.each([
    [0, "0 sq ft"],
    [950, "950 sq ft"],
    [1200, "1,200 sq ft"],
    [1076.39, "1,076 sq ft"],
    [43560, "43,560 sq ft"],
    [1076390, "10,76,390 sq ft"],
    [2.5, "2.5 sq ft"],
  ])("%d → %s", (sqft, expected) => {
    expect(formatArea(sqft)).toBe(expected);
  });
});

describe("formatAreaValue", () => {
  it("shows the unit as typed, plural when needed", () => {
    expect(formatAreaValue(2, "acre")).toBe("2 acres");
    expect(formatAreaValue(1, "acre")).toBe("1 acre");
    expect(formatAreaValue(1.5, "bigha")).toBe("1.5 bighas");
    expect(formatAreaValue(200, "sqyd")).toBe("200 sq yd");
    expect(formatAreaValue(1200, "sqft")).toBe("1,200 sq ft");
  });
});

describe("matchAreaUnit", () => {
  it.each([
    ["sqft", "sqft"],
    ["Sq. Ft.", "sqft"],
    ["square feet", "sqft"],
    ["m²", "sqm"],
    ["sq mtr", "sqm"],
    ["gaj", "sqyd"],
    ["sq yds", "sqyd"],
    ["Acres", "acre"],
    ["ha", "hectare"],
    ["gunta", "guntha"],
    ["beegha", "bigha"],
  ])("%s → %s", (text, unit) => {
    expect(matchAreaUnit(text)).toBe(unit);
  });

  it("is null for unknown words", () => {
    expect(matchAreaUnit("lakh")).toBeNull();
  });
});

describe("parseArea", () => {
  it.each([
    ["1000 sqft", 1000],
    ["1000sqft", 1000],
    ["1000 sq ft", 1000],
    ["1,200 sq. ft.", 1200],
    ["1200 square feet", 1200],
    ["200 sq yd", 1800],
    ["200 gaj", 1800],
    ["200gaj", 1800],
    ["2 acre", 87120],
    ["1.5 acres", 65340],
    ["100 sqm", 1076.39],
    ["100 m2", 1076.39],
    ["1 hectare", 107639],
    ["5 cents", 2178],
    ["2 grounds", 4800],
    ["10 guntha", 10890],
    ["5 marla", 1361.25],
    ["1 kanal", 5445],
    ["1 bigha", 27000],
  ])("%s → %d sq ft", (text, sqft) => {
    expect(parseArea(text)).toBeCloseTo(sqft, 2);
  });

  it("uses the state for bigha", () => {
    expect(parseArea("3 bigha", "Madhya Pradesh")).toBe(36000);
    expect(parseArea("1 bigha", "West Bengal")).toBe(14400);
  });

  it.each([[""], ["1000"], ["sqft"], ["2 lakh"], ["abc acre"]])("%j → null", (text) => {
    expect(parseArea(text)).toBeNull();
  });
});
