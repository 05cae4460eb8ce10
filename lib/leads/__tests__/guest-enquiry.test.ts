import { and, eq } from "drizzle-orm";
import type { Actor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { leads, notifications, otpCodes, properties } from "@/lib/db/schema";
import { OTP_MESSAGES } from "@/lib/otp/otp-policy";
import { addCity, addProject, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { latestOtp } from "@/lib/users/__tests__/account-helpers";
import { DUPLICATE_ENQUIRY_MESSAGES } from "@/lib/validation/lead";
import { createLead } from "../create-lead";
import { confirmGuestEnquiry, requestGuestEnquiryOtp } from "../guest-enquiry";
import { listSellerLeads } from "../seller-leads";

let counter = 0;
/** A fresh guest (10-digit phone) and IP per test, so OTP rate limits never leak between tests. */
function guest() {
  counter += 1;
  const digits = String(Date.now() % 100_000).padStart(5, "0") + String(counter).padStart(4, "0");
  return { name: "Meera Joshi", phoneNumber: `9${digits}`, ip: `10.9.${counter}.7` };
}

describe.each(TEST_ENGINES)("guest enquiries on %s", (engine) => {
  let handle: DbHandle;
  let seller: SellerActor;
  let cityId: number;
  let listingId: number;

  const codeSentTo = (phoneNumber: string) => latestOtp(handle, phoneNumber);

  async function leadsFrom(phoneNumber: string) {
    return handle.db
      .select()
      .from(leads)
      .where(eq(leads.phone, `+91${phoneNumber}`));
  }

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    resetLimitersForTesting();
    cityId = (await addCity(handle.db)).id;
    const owner = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    seller = { ...owner, role: "seller", sellerKind: "agent" };
    listingId = (await addProperty(handle.db, seller.id, cityId)).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("creates the lead for the seller only with the right OTP, and the seller reads it", async () => {
    const g = guest();
    const details = {
      targetType: "property" as const,
      targetId: listingId,
      name: `  ${g.name} `,
      phoneNumber: `+91 ${g.phoneNumber.slice(0, 5)} ${g.phoneNumber.slice(5)}`,
      message: "Is the society gated?",
    };
    await expect(requestGuestEnquiryOtp(details, { ip: g.ip })).resolves.toEqual({
      phoneNumber: g.phoneNumber,
      expiresInSeconds: 600,
    });
    // Only the hash is stored, and nothing reaches the seller before the code is checked.
    const [stored] = await handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${g.phoneNumber}`));
    expect(stored.purpose).toBe(`enquiry:property:${listingId}`);
    const code = await codeSentTo(g.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    expect(stored.codeHash).not.toContain(code);
    expect(await leadsFrom(g.phoneNumber)).toHaveLength(0);

    const { leadId, sellerId } = await confirmGuestEnquiry({ ...details, otp: code }, { ip: g.ip });
    expect(sellerId).toBe(seller.id);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      sellerId: seller.id,
      propertyId: listingId,
      userId: null,
      name: g.name,
      phone: `+91${g.phoneNumber}`,
      email: null,
      message: "Is the society gated?",
      status: "new",
    });
    const [listing] = await handle.db
      .select({ enquiries: properties.enquiries })
      .from(properties)
      .where(eq(properties.id, listingId));
    expect(listing.enquiries).toBe(1);
    const [note] = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    // The seller's bell names the buyer, never their number (it stays private until shared).
    expect(note.body).toContain(g.name);
    expect(note.body).not.toContain(g.phoneNumber);

    const board = await listSellerLeads(seller, {});
    expect(board.items).toEqual([
      expect.objectContaining({
        id: leadId,
        name: g.name,
        phone: `+91 ${g.phoneNumber.slice(0, 2)}xxx xx${g.phoneNumber.slice(7)}`,
        phoneShared: false,
        about: "2 BHK Flat in Vijay Nagar",
        unread: true,
      }),
    ]);

    // The code is single use.
    await expect(
      confirmGuestEnquiry({ ...details, otp: code }, { ip: g.ip }),
    ).rejects.toMatchObject({ status: 400, message: OTP_MESSAGES.used });
  });

  it("creates nothing with a wrong OTP and says how many tries are left", async () => {
    const g = guest();
    const details = { targetType: "property" as const, targetId: listingId, ...g };
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    const code = await codeSentTo(g.phoneNumber);
    const wrong = code === "000000" ? "111111" : "000000";
    await expect(
      confirmGuestEnquiry({ ...details, otp: wrong }, { ip: g.ip }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid OTP. You have 4 attempts left.",
      fieldErrors: { otp: "Invalid OTP. You have 4 attempts left." },
    });
    expect(await leadsFrom(g.phoneNumber)).toHaveLength(0);
    // Never sent a code for this phone at all.
    const stranger = guest();
    await expect(
      confirmGuestEnquiry(
        { targetType: "property", targetId: listingId, ...stranger, otp: "123456" },
        { ip: stranger.ip },
      ),
    ).rejects.toMatchObject({ status: 400, message: OTP_MESSAGES.none });
    expect(await leadsFrom(stranger.phoneNumber)).toHaveLength(0);
  });

  it("refuses an expired OTP and a code asked for another listing", async () => {
    const g = guest();
    const other = await addProperty(handle.db, seller.id, cityId, { title: "Plot in Rau" });
    const details = { targetType: "property" as const, targetId: listingId, ...g };
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    const code = await codeSentTo(g.phoneNumber);
    // The code was for `listingId`; it does not open another listing.
    await expect(
      confirmGuestEnquiry({ ...details, targetId: other.id, otp: code }, { ip: g.ip }),
    ).rejects.toMatchObject({ status: 400, message: OTP_MESSAGES.none });
    await handle.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, `+91${g.phoneNumber}`));
    await expect(
      confirmGuestEnquiry({ ...details, otp: code }, { ip: g.ip }),
    ).rejects.toMatchObject({ status: 400, message: OTP_MESSAGES.expired });
    expect(await leadsFrom(g.phoneNumber)).toHaveLength(0);
  });

  it("refuses a second enquiry from the same phone within 48 hours, also after a new OTP", async () => {
    const g = guest();
    const listing = await addProperty(handle.db, seller.id, cityId);
    const details = { targetType: "property" as const, targetId: listing.id, ...g };
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    await confirmGuestEnquiry({ ...details, otp: await codeSentTo(g.phoneNumber) }, { ip: g.ip });
    // The next code (after the one-minute cooldown) is right, but the listing was asked already.
    await handle.db.delete(otpCodes).where(eq(otpCodes.phone, `+91${g.phoneNumber}`));
    resetLimitersForTesting();
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    await expect(
      confirmGuestEnquiry({ ...details, otp: await codeSentTo(g.phoneNumber) }, { ip: g.ip }),
    ).rejects.toMatchObject({ status: 409, message: DUPLICATE_ENQUIRY_MESSAGES.property });
    expect(await leadsFrom(g.phoneNumber)).toHaveLength(1);
  });

  it("applies the 48-hour rule per account too: a signed-in buyer whose phone changed", async () => {
    const buyer: Actor = await addUser(handle.db);
    const listing = await addProperty(handle.db, seller.id, cityId);
    await createLead(buyer, { targetType: "property", targetId: listing.id });
    const newPhone: Actor = { ...buyer, phone: "+919700000123" };
    await expect(
      createLead(newPhone, { targetType: "property", targetId: listing.id }),
    ).rejects.toMatchObject({ status: 409 });
    const rows = await handle.db
      .select()
      .from(leads)
      .where(and(eq(leads.propertyId, listing.id), eq(leads.userId, buyer.id)));
    expect(rows).toHaveLength(1);
  });

  it("sends no OTP for a listing that takes no enquiries, nor for bad details", async () => {
    const g = guest();
    const sold = await addProperty(handle.db, seller.id, cityId, { status: "sold" });
    await expect(
      requestGuestEnquiryOtp({ targetType: "property", targetId: sold.id, ...g }, { ip: g.ip }),
    ).rejects.toMatchObject({
      status: 404,
      message: "This property is no longer available for enquiries.",
    });
    await expect(
      requestGuestEnquiryOtp(
        { targetType: "property", targetId: listingId, name: g.name, phoneNumber: "12345" },
        { ip: g.ip },
      ),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      requestGuestEnquiryOtp(
        { targetType: "property", targetId: listingId, name: "", phoneNumber: g.phoneNumber },
        { ip: g.ip },
      ),
    ).rejects.toMatchObject({ name: "ZodError" });
    expect(await codeSentTo(g.phoneNumber)).toBe("");
  });

  it("limits codes per phone (one a minute) and per IP (twenty an hour)", async () => {
    const g = guest();
    const details = { targetType: "property" as const, targetId: listingId, ...g };
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    await expect(requestGuestEnquiryOtp(details, { ip: g.ip })).rejects.toMatchObject({
      status: 429,
      message: "Too many attempts. Please try again in 1 minute.",
    });
    const ip = "10.99.99.99";
    for (let i = 0; i < 20; i++) {
      const other = guest();
      await requestGuestEnquiryOtp({ ...details, ...other }, { ip });
    }
    await expect(requestGuestEnquiryOtp({ ...details, ...guest() }, { ip })).rejects.toMatchObject({
      status: 429,
    });
  });

  it("refuses a guest enquiry from the seller's own phone, and works for projects", async () => {
    const builder = await addUser(handle.db, { role: "seller", kind: "builder", verified: true });
    const project = await addProject(handle.db, builder.id, cityId);
    const own = { name: "Owner", phoneNumber: seller.phone.replace("+91", "") };
    const mine = { targetType: "property" as const, targetId: listingId, ...own };
    await requestGuestEnquiryOtp(mine, { ip: "10.8.0.1" });
    await expect(
      confirmGuestEnquiry({ ...mine, otp: await codeSentTo(own.phoneNumber) }, { ip: "10.8.0.1" }),
    ).rejects.toMatchObject({ status: 400 });

    const g = guest();
    const details = { targetType: "project" as const, targetId: project.id, ...g };
    await requestGuestEnquiryOtp(details, { ip: g.ip });
    const { sellerId } = await confirmGuestEnquiry(
      { ...details, otp: await codeSentTo(g.phoneNumber) },
      { ip: g.ip },
    );
    expect(sellerId).toBe(builder.id);
  });
});
