import { addDays, todayInIndia } from "@/lib/format/date";
import { consultationRequestSchema, indianMobileSchema, serviceRequestSchema } from "./contact";

describe("indianMobileSchema", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["6000000000", "+916000000000"],
  ])("accepts %s as %s", (input, stored) => {
    expect(indianMobileSchema.parse(input)).toBe(stored);
  });

  it.each(["5876543210", "987654321", "98765432101", "98765abcde", "+1 9876543210", "0"])(
    "refuses %s",
    (input) => {
      expect(indianMobileSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe("dates in India", () => {
  it("uses the Indian calendar day, not UTC", () => {
    // 20:00 UTC on 1 March is already 2 March in India (UTC+5:30).
    expect(todayInIndia(new Date("2027-03-01T20:00:00Z"))).toBe("2027-03-02");
    expect(todayInIndia(new Date("2027-03-01T18:00:00Z"))).toBe("2027-03-01");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("request schemas", () => {
  it("treats a blank e-mail as not given and lower-cases a real one", () => {
    const base = {
      kind: "service",
      service: "vaastu",
      name: "Ravi",
      phone: "9000000000",
      city: "Ujjain",
    };
    expect(serviceRequestSchema.parse({ ...base, email: "" }).email).toBeUndefined();
    expect(serviceRequestSchema.parse({ ...base, email: " Ravi@Mail.COM " }).email).toBe(
      "ravi@mail.com",
    );
  });

  it("accepts today for a consultation and refuses yesterday", () => {
    const base = { kind: "advice", topic: "nri", name: "Ravi", phone: "9000000000" };
    expect(
      consultationRequestSchema.safeParse({ ...base, preferredDate: todayInIndia() }).success,
    ).toBe(true);
    expect(
      consultationRequestSchema.safeParse({ ...base, preferredDate: addDays(todayInIndia(), -1) })
        .success,
    ).toBe(false);
  });
});
