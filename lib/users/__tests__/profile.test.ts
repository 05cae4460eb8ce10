import { eq } from "drizzle-orm";
import { actorFromClaims, type Actor, type SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { cities, favourites, leads, properties, sellerProfiles, users } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import { otpCooldownKey } from "@/lib/otp/send-otp";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { becomeSeller } from "../become-seller";
import { confirmPhoneChange, requestPhoneChange } from "../change-phone";
import { ACCOUNT_MESSAGES } from "../messages";
import { getProfileOverview } from "../profile-queries";
import { getSellerProfile, profileSavedMessage, updateSellerProfile } from "../seller-profile";
import { updateProfileDetails } from "../update-profile";
import { createVerifiedUser, freshIdentity, latestOtp } from "./account-helpers";

const PASSWORD = "Gulmohar-Lane-18";

describe.each(TEST_ENGINES)("profile on %s", (engine) => {
  let handle: DbHandle;

  /** The actor a live session of this account would carry. */
  async function actorFor(id: number): Promise<Actor> {
    const [row] = await handle.db
      .select({ tv: users.tokenVersion, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return (await actorFromClaims({ sub: String(id), role: row.role, tv: row.tv, name: "" }))!;
  }

  /** A new agent account whose profile an admin has verified (with `profile` saved on it). */
  async function verifiedAgent(
    profile: Partial<typeof sellerProfiles.$inferInsert>,
  ): Promise<SellerActor> {
    const agent = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "agent",
    });
    await handle.db
      .update(sellerProfiles)
      .set({ ...profile, verified: true })
      .where(eq(sellerProfiles.userId, agent.id));
    return (await actorFor(agent.id)) as SellerActor;
  }

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("edits name and e-mail; a verified account's e-mail is refused, a pending one's gives way", async () => {
    const me = await createVerifiedUser(handle, { password: PASSWORD });
    const other = await createVerifiedUser(handle, { password: PASSWORD });
    const actor = await actorFor(me.id);
    await expect(
      updateProfileDetails(actor, {
        firstName: "A",
        lastName: "B",
        email: other.email.toUpperCase(),
      }),
    ).rejects.toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.emailTaken });

    const squatter = freshIdentity("squat");
    await handle.db.insert(users).values({
      firstName: "S",
      lastName: "Q",
      email: squatter.email,
      phone: `+91${squatter.phoneNumber}`,
      passwordHash: "x",
    });
    const updated = await updateProfileDetails(actor, {
      firstName: " Diya ",
      lastName: "Menon",
      email: squatter.email,
    });
    expect(updated).toEqual({
      firstName: "Diya",
      lastName: "Menon",
      email: squatter.email,
      role: "user",
    });
    expect(
      await handle.db.select().from(users).where(eq(users.email, squatter.email)),
    ).toHaveLength(1);
  });

  it("moves to a new mobile number only with the OTP sent to it, bound to this account", async () => {
    const me = await createVerifiedUser(handle, { password: PASSWORD });
    const intruder = await createVerifiedUser(handle, { password: PASSWORD });
    const actor = await actorFor(me.id);
    const target = freshIdentity("newphone").phoneNumber;

    await expect(requestPhoneChange(actor, me.phoneNumber, { ip: me.ip })).rejects.toMatchObject({
      message: ACCOUNT_MESSAGES.samePhone,
    });
    await expect(
      requestPhoneChange(actor, intruder.phoneNumber, { ip: me.ip }),
    ).rejects.toMatchObject({
      status: 409,
      message: ACCOUNT_MESSAGES.phoneTaken,
    });

    await requestPhoneChange(actor, target, { ip: me.ip });
    const otp = await latestOtp(handle, target);
    // Another account cannot use the code sent for this one.
    await expect(
      confirmPhoneChange(
        await actorFor(intruder.id),
        { phoneNumber: target, otp },
        { ip: intruder.ip },
      ),
    ).rejects.toThrow(/No OTP is pending/);
    await expect(
      confirmPhoneChange(actor, { phoneNumber: target, otp }, { ip: me.ip }),
    ).resolves.toEqual({
      phone: `+91${target}`,
    });
    const [row] = await handle.db.select().from(users).where(eq(users.id, me.id));
    expect(row.phone).toBe(`+91${target}`);
    await limiter("otpCooldown").reset(otpCooldownKey(`+91${target}`, `phone-change:${me.id}`));
  });

  it("a buyer becomes a seller with the same account; an admin cannot", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const admin = await createVerifiedUser(handle, { password: PASSWORD, role: "admin" });
    await expect(
      becomeSeller(await actorFor(buyer.id), { sellerKind: "builder" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Company name is required for builders and agents",
    });
    await becomeSeller(await actorFor(buyer.id), {
      sellerKind: "builder",
      companyName: "Menon Homes",
    });
    const seller = await actorFor(buyer.id);
    expect(seller).toMatchObject({ role: "seller", sellerKind: "builder" });
    await expect(becomeSeller(seller, { sellerKind: "individual" })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      becomeSeller(await actorFor(admin.id), { sellerKind: "individual" }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it("sellers edit their profile; agents keep a RERA number, and a new number needs a new check", async () => {
    const actor = await verifiedAgent({});
    await expect(updateSellerProfile(actor, { companyName: "" })).rejects.toMatchObject({
      message: "Company name is required for builders and agents",
    });
    await expect(
      updateSellerProfile(actor, {
        companyName: "Iyer Realty",
        reraNumber: "X1",
        reraState: "Atlantis",
      }),
    ).rejects.toMatchObject({ message: "Please choose a state from the list" });
    const saved = await updateSellerProfile(actor, {
      companyName: "Iyer Realty",
      address: "12 MG Road",
      city: "Indore",
      about: "Plots and flats in Indore since 2012.",
      reraNumber: "A-IND-19-0123",
      reraState: "Madhya Pradesh",
    });
    expect(saved).toMatchObject({
      companyName: "Iyer Realty",
      city: "Indore",
      reraNumber: "A-IND-19-0123",
      reraState: "Madhya Pradesh",
      verified: false,
      verificationLost: true,
    });

    const owner = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "individual",
    });
    const ownerActor = (await actorFor(owner.id)) as SellerActor;
    await updateSellerProfile(ownerActor, {
      companyName: "",
      reraNumber: "IGNORED",
      reraState: "Goa",
      city: "Pune",
    });
    expect(await getSellerProfile(ownerActor)).toMatchObject({
      companyName: "",
      reraNumber: "",
      city: "Pune",
    });
  });

  it("refuses a malformed RERA agent number and says when a new one needs verification again", async () => {
    const actor = await verifiedAgent({
      companyName: "Mehta Estates",
      reraNumber: "A51800012345",
      reraState: "Maharashtra",
      verifiedAt: new Date(),
    });
    const profile = (changes: Record<string, string>) => ({
      companyName: "Mehta Estates",
      reraState: "Maharashtra",
      ...changes,
    });

    // The verification form's rule (lib/validation/rera-format.ts): "x" is no number at all.
    const mahaRera =
      "This is not a Maharashtra agent registration number. MahaRERA numbers look like A51800012345.";
    await expect(updateSellerProfile(actor, profile({ reraNumber: "x" }))).rejects.toMatchObject({
      status: 400,
      message: mahaRera,
      fieldErrors: { reraNumber: mahaRera },
    });
    await expect(
      updateSellerProfile(actor, profile({ reraNumber: "A51800012345", reraState: "" })),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { reraState: "Please choose the state that issued the RERA number" },
    });
    expect(await getSellerProfile(actor)).toMatchObject({
      reraNumber: "A51800012345",
      verified: true,
    });

    // The same number (typed in small letters) keeps the badge; "Profile updated" says it all.
    const same = await updateSellerProfile(actor, profile({ reraNumber: " a51800012345 " }));
    expect(same).toMatchObject({ reraNumber: "A51800012345", verified: true });
    expect(profileSavedMessage(same)).toBe("Profile updated");

    // A valid, different number: saved, the badge goes, and the message says so.
    const changed = await updateSellerProfile(actor, profile({ reraNumber: "A51800099999" }));
    expect(changed).toMatchObject({
      reraNumber: "A51800099999",
      verified: false,
      verificationLost: true,
    });
    expect(profileSavedMessage(changed)).toBe(
      "Profile updated. Your RERA number changed, so your account must be verified again: send a new request from the Verification page.",
    );

    // Not verified any more: a later change is a plain update. An empty number is still allowed.
    const cleared = await updateSellerProfile(actor, profile({ reraNumber: "", reraState: "" }));
    expect(cleared).toMatchObject({ reraNumber: "", verified: false, verificationLost: false });
    expect(profileSavedMessage(cleared)).toBe("Profile updated");
  });

  it("takes the badge away when only the RERA number's state changes", async () => {
    const actor = await verifiedAgent({
      companyName: "Mehta Estates",
      reraNumber: "A51800012345",
      reraState: "Maharashtra",
      verifiedAt: new Date(),
    });
    // Assam has no format of its own here, so the same characters pass the general shape: the
    // number is now claimed from another authority, which nobody has checked.
    const moved = await updateSellerProfile(actor, {
      companyName: "Mehta Estates",
      reraNumber: "A51800012345",
      reraState: "Assam",
    });
    expect(moved).toMatchObject({
      reraNumber: "A51800012345",
      reraState: "Assam",
      verified: false,
      verificationLost: true,
    });
    expect(profileSavedMessage(moved)).toMatch(/must be verified again/);
  });

  it("shows only the actor's own enquiries, saved properties (live or not) and listings", async () => {
    const seller = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "individual",
    });
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const stranger = await createVerifiedUser(handle, { password: PASSWORD });
    const [city] = await handle.db
      .insert(cities)
      .values({
        name: "Indore",
        slug: `indore-${engine}-${Date.now()}`,
        state: "Madhya Pradesh",
        stateSlug: "madhya-pradesh",
        lat: 22.7,
        lon: 75.8,
        saleRate: 5000,
        rentRate: 15,
      })
      .returning();
    const listing = (title: string, status: "active" | "pending") => ({
      sellerId: seller.id,
      postedBy: "individual" as const,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      title,
      propertyType: "Plot" as const,
      dealType: "sale" as const,
      status,
      cityId: city.id,
      cityName: "Indore",
      state: "Madhya Pradesh",
      price: 4_500_000,
      areaSqft: 1200,
      areaValue: 1200,
    });
    const [live, pending] = await handle.db
      .insert(properties)
      .values([
        listing("Corner plot in Vijay Nagar", "active"),
        listing("Plot near Super Corridor", "pending"),
      ])
      .returning({ id: properties.id });
    await handle.db.insert(leads).values([
      {
        sellerId: seller.id,
        propertyId: live.id,
        userId: buyer.id,
        name: "B",
        phone: "+919800000000",
        message: "Is it available?",
      },
      {
        sellerId: seller.id,
        propertyId: live.id,
        userId: stranger.id,
        name: "S",
        phone: "+919800000009",
        message: "Not mine",
      },
    ]);
    await handle.db.insert(favourites).values([
      { userId: buyer.id, propertyId: live.id },
      { userId: buyer.id, propertyId: pending.id },
      { userId: stranger.id, propertyId: live.id },
    ]);

    const mine = await getProfileOverview(await actorFor(buyer.id));
    expect(mine.enquiries).toHaveLength(1);
    expect(mine.enquiries[0]).toMatchObject({
      title: "Corner plot in Vijay Nagar",
      titleKind: "listing",
      message: "Is it available?",
      status: "new",
    });
    // A saved listing that left the site stays in the list, marked as no longer available.
    expect(
      mine.saved
        .map((s) => [s.title, s.available])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ["Corner plot in Vijay Nagar", true],
      ["Plot near Super Corridor", false],
    ]);
    expect(mine.listings).toEqual([]);
    expect(mine.details).toMatchObject({ email: buyer.email, role: "user", sellerKind: null });

    const sellerView = await getProfileOverview(await actorFor(seller.id));
    expect(sellerView.listings.map((l) => l.title).sort()).toEqual([
      "Corner plot in Vijay Nagar",
      "Plot near Super Corridor",
    ]);
    expect(sellerView.enquiries).toEqual([]);
  });
});
