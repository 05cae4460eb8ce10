import { leadsCsvFilename } from "../seller-leads-csv";

describe("leadsCsvFilename", () => {
  it("names the export by the Indian date, as its rows are dated", () => {
    // 20:00 UTC on 27 Nov is 01:30 on 28 Nov in India.
    expect(leadsCsvFilename(new Date("2026-11-27T20:00:00Z"))).toBe("enquiries-2026-11-28.csv");
    expect(leadsCsvFilename(new Date("2026-11-27T10:00:00Z"))).toBe("enquiries-2026-11-27.csv");
  });
});
