import { convertArea, unitsForState } from "./regional-units";

const valueIn = (rows: ReturnType<typeof convertArea>, id: string) =>
  rows?.find((r) => r.unit.id === id)?.value;

describe("regional area units", () => {
  it("West Bengal: 1 bigha = 20 katha = 14,400 sq ft; 1 katha = 16 chatak", () => {
    const rows = convertArea(1, "bigha", "West Bengal");
    expect(valueIn(rows, "sqft")).toBe(14400);
    expect(valueIn(rows, "katha")).toBe(20);
    expect(valueIn(convertArea(1, "katha", "West Bengal"), "chatak")).toBe(16);
  });

  it("Punjab and Haryana: 1 kanal = 20 marla = 5,445 sq ft; 1 acre = 8 kanal", () => {
    expect(valueIn(convertArea(1, "kanal", "Punjab"), "marla")).toBe(20);
    expect(valueIn(convertArea(1, "kanal", "Haryana"), "sqft")).toBe(5445);
    expect(valueIn(convertArea(1, "acre", "Haryana"), "kanal")).toBe(8);
  });

  it("south India: 1 ground = 2,400 sq ft; 1 acre = 100 cents = 40 guntha; 1 ankanam = 72 sq ft", () => {
    expect(valueIn(convertArea(1, "ground", "Tamil Nadu"), "sqft")).toBe(2400);
    expect(valueIn(convertArea(1, "acre", "Kerala"), "cent")).toBe(100);
    expect(valueIn(convertArea(1, "acre", "Telangana"), "guntha")).toBe(40);
    expect(valueIn(convertArea(1, "ankanam", "Andhra Pradesh"), "gaj")).toBe(8);
  });

  it("the bigha differs by state; a biswa is a twentieth of it", () => {
    expect(valueIn(convertArea(1, "bigha", "Rajasthan"), "sqft")).toBe(27225);
    expect(valueIn(convertArea(1, "bigha", "Uttar Pradesh"), "biswa")).toBe(20);
    expect(valueIn(convertArea(1, "biswa", "Uttar Pradesh"), "sqft")).toBe(1350);
  });

  it("refuses a unit the state does not use", () => {
    expect(convertArea(1, "ground", "Punjab")).toBeNull();
    expect(unitsForState("Kerala").map((u) => u.id)).toContain("cent");
  });
});
