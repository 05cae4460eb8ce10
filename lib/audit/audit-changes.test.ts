import { auditActionLabel, auditChanges } from "./audit-changes";

describe("auditChanges", () => {
  it("lists only the fields an entry changed", () => {
    expect(
      auditChanges(
        '{"status":"pending","featuredUntil":null}',
        '{"status":"active","featuredUntil":null}',
      ),
    ).toEqual([{ field: "Status", from: "pending", to: "active" }]);
    expect(auditChanges(null, '{"name":"Pro"}')).toEqual([
      { field: "Name", from: null, to: "Pro" },
    ]);
  });

  it("reads money in rupees, instants in Indian time and keys as labels", () => {
    expect(
      auditChanges(
        '{"status":"completed","amountPaise":99900}',
        '{"status":"refunded","refundId":"rfnd_1","refundedPaise":99900}',
      ),
    ).toEqual([
      { field: "Status", from: "completed", to: "refunded" },
      { field: "Amount", from: "₹999", to: null },
      { field: "Refund", from: null, to: "rfnd_1" },
      { field: "Refunded", from: null, to: "₹999" },
    ]);
    expect(auditChanges(null, '{"plan":"Monthly","endsAt":"2026-12-27T20:00:00.000Z"}')).toEqual([
      { field: "Plan", from: null, to: "Monthly" },
      { field: "Ends", from: null, to: "28 Dec 2026, 01:30 am" },
    ]);
  });
});

describe("auditActionLabel", () => {
  it("names actions in words", () => {
    expect(auditActionLabel("subscription.grant")).toBe("Plan granted");
    expect(auditActionLabel("payment.refund")).toBe("Payment refunded");
    expect(auditActionLabel("broker_request.approve")).toBe("Broker request: approve");
  });
});
