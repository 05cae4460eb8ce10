import { describeContactRequest } from "../request-topic";

describe("describeContactRequest", () => {
  it("names the service, the consultation topic or a general enquiry", () => {
    expect(describeContactRequest("service", "legal")).toBe("Legal Assistance");
    expect(describeContactRequest("advice", "home-loan")).toBe(
      "Consultation: Home loan and tax benefits",
    );
    expect(describeContactRequest("contact", null)).toBe("General enquiry");
  });

  it("falls back to the stored value when it is no longer in the catalog", () => {
    expect(describeContactRequest("service", "astrology")).toBe("astrology");
    expect(describeContactRequest("advice", null)).toBe("Consultation");
  });
});
