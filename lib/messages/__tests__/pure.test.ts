import { signGuestAccess, verifyGuestAccess } from "../guest-access";
import { buyerStatus } from "../buyer-status";
import { threadNoticeEmail } from "../notify/notice-text";
import { maskPhone, showPhone } from "../phone-mask";
import { visitIcs } from "../visits/ics";
import { slotLabel, slotProblem } from "../visits/visit-time";

describe("conversation helpers", () => {
  it("masks a buyer's number as +91 98xxx xx321", () => {
    expect(maskPhone("+919876543321")).toBe("+91 98xxx xx321");
    expect(showPhone("+919876543321")).toBe("+91 98765 43321");
  });

  it("says the lead's status in plain words", () => {
    expect(buyerStatus({ leadStatus: "new", replied: false, visitBooked: false })).toBe(
      "Waiting for a reply",
    );
    expect(buyerStatus({ leadStatus: "contacted", replied: true, visitBooked: false })).toBe(
      "Seller replied",
    );
    expect(buyerStatus({ leadStatus: "contacted", replied: true, visitBooked: true })).toBe(
      "Visit booked",
    );
    expect(buyerStatus({ leadStatus: "closed", replied: true, visitBooked: true })).toBe(
      "Closed by seller",
    );
  });

  it("guest access is a signed, expiring statement of the verified phone", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const token = signGuestAccess("+919812345678", { now, secret: "s" });
    expect(verifyGuestAccess(token, { now, secret: "s" })).toBe("+919812345678");
    expect(verifyGuestAccess(token, { now, secret: "other" })).toBeNull();
    expect(verifyGuestAccess(`${token}x`, { now, secret: "s" })).toBeNull();
    const [body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "+919999999999", e: 9e9 })).toString(
      "base64url",
    );
    expect(verifyGuestAccess(`${forged}.${sig}`, { now, secret: "s" })).toBeNull();
    expect(body).toBeTruthy();
    const later = new Date(now.getTime() + 31 * 86_400_000);
    expect(verifyGuestAccess(token, { now: later, secret: "s" })).toBeNull();
  });

  it("escapes message text in the HTML part of a notice", () => {
    const mail = threadNoticeEmail({
      firstName: "Asha",
      subject: "Flat",
      newEnquiry: false,
      otherName: "Sunil",
      lines: [{ from: "Sunil", at: "1 Dec", body: '<script>alert("x")</script>' }],
      link: "http://localhost:3000/profile/messages/1",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("reads visit slots in India time", () => {
    const now = new Date("2026-12-01T04:30:00Z"); // 10:00 IST
    expect(slotProblem({ date: "2026-12-01", window: "morning" }, now)).toMatch(/passed/);
    expect(slotProblem({ date: "2026-12-01", window: "midday" }, now)).toBeNull();
    expect(slotProblem({ date: "2026-12-31", window: "midday" }, now)).toBeNull();
    expect(slotProblem({ date: "2027-01-01", window: "midday" }, now)).toMatch(/30 days/);
    expect(slotProblem({ date: "2026-02-30", window: "midday" }, now)).toBe("Choose a date.");
    expect(slotLabel({ date: "2026-12-05", window: "afternoon" })).toBe(
      "Sat, 5 Dec 2026, 3 – 6 pm",
    );
  });

  it("writes a valid, folded iCalendar file", () => {
    const ics = visitIcs({
      visitId: 7,
      start: new Date("2026-12-05T09:30:00Z"),
      end: new Date("2026-12-05T12:30:00Z"),
      summary: "Site visit: 3 BHK, Indore; corner",
      description: "x".repeat(200),
      location: "Vijay Nagar, Indore",
      url: "http://localhost:3000/profile/messages/7",
      now: new Date("2026-12-01T00:00:00Z"),
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("UID:visit-7@landacre.in");
    expect(ics).toContain("DTSTART:20261205T093000Z");
    expect(ics).toContain("SUMMARY:Site visit: 3 BHK\\, Indore\\; corner");
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
