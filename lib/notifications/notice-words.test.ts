import { hindiMoneyWords, readNotice, rewordListingBody } from "./notice-words";

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

  it("reads a seller's enquiry notices, the buyer's name and words as typed", () => {
    expect(readNotice("New enquiry for 2 BHK Flat for Sale in Baner, Pune")).toEqual({
      key: "leadEnquiry",
      values: { about: "2 BHK Flat for Sale in Baner, Pune" },
    });
    expect(readNotice("Meera Shah viewed your number for Skyline Heights")).toEqual({
      key: "leadPhoneView",
      values: { name: "Meera Shah", about: "Skyline Heights" },
    });
    expect(readNotice("Meera Shah may call you about your agent profile.")).toEqual({
      key: "leadMayCall",
      values: { name: "Meera Shah", about: "your agent profile" },
    });
    expect(readNotice("Meera Shah sent an enquiry: “Is it\navailable?”")).toEqual({
      key: "leadSent",
      values: { name: "Meera Shah", message: "Is it\navailable?" },
    });
    expect(readNotice("Meera Shah sent an enquiry.")).toEqual({
      key: "leadSentEmpty",
      values: { name: "Meera Shah" },
    });
  });

  it("reads a reporter's notice of the moderators' decision, the listing's title as stored", () => {
    expect(readNotice("We reviewed your report: 2 BHK Flat for Sale in Baner, Pune")).toEqual({
      key: "reportReviewed",
      values: { title: "2 BHK Flat for Sale in Baner, Pune" },
    });
    expect(readNotice("Your report was resolved: Plot for Sale in Rau, Indore")).toEqual({
      key: "reportResolved",
      values: { title: "Plot for Sale in Rau, Indore" },
    });
  });

  it("finds the listings in a match's and a digest's body", () => {
    const words = { title: (t: string) => `[${t}]`, place: (p: string) => `(${p})` };
    expect(rewordListingBody("saved_search_match", "2 BHK Flat — Baner, Pune", words)).toBe(
      "[2 BHK Flat] — (Baner, Pune)",
    );
    expect(rewordListingBody("saved_search_digest", "A · B", words)).toBe("[A] · [B]");
    expect(rewordListingBody("price_drop", "A — B", words)).toBeNull();
  });

  it("writes lakh, crore and per month in Hindi words", () => {
    expect(hindiMoneyWords("₹85 L → ₹1.2 Cr")).toBe("₹85 लाख → ₹1.2 करोड़");
    expect(hindiMoneyWords("₹25,000/month → ₹22,000/month")).toBe("₹25,000/माह → ₹22,000/माह");
    expect(hindiMoneyWords("Lakeview L block")).toBe("Lakeview L block");
  });
});
