import { hindiMoneyWords, readNotice } from "./notice-words";

describe("a buyer's alerts read back for another language", () => {
  it("finds the message and keeps names as typed", () => {
    expect(readNotice("New match for “2 BHK in Baner”")).toEqual({
      key: "newMatch",
      values: { name: "2 BHK in Baner" },
    });
    expect(readNotice("3 new properties match “Pune flats”")).toEqual({
      key: "digest",
      values: { count: 3, name: "Pune flats" },
    });
    expect(readNotice("1 new property matches “Pune flats”")).toEqual({
      key: "digest",
      values: { count: 1, name: "Pune flats" },
    });
    expect(readNotice("Price drop: 2 BHK Flat in Baner")).toEqual({
      key: "priceDrop",
      values: { title: "2 BHK Flat in Baner" },
    });
    expect(readNotice("₹85 L → ₹80 L — a property you saved.")).toEqual({
      key: "priceDropBody",
      values: { change: "₹85 L → ₹80 L" },
    });
    expect(readNotice("Welcome to LAND Acre")).toBeNull();
  });

  it("writes lakh, crore and per month in Hindi words", () => {
    expect(hindiMoneyWords("₹85 L → ₹1.2 Cr")).toBe("₹85 लाख → ₹1.2 करोड़");
    expect(hindiMoneyWords("₹25,000/month → ₹22,000/month")).toBe("₹25,000/माह → ₹22,000/माह");
    expect(hindiMoneyWords("Lakeview L block")).toBe("Lakeview L block");
  });
});
