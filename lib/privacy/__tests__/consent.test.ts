import { and, eq } from "drizzle-orm";
import { applyUnsubscribe, describeUnsubscribe } from "@/lib/alerts/unsubscribe";
import { signUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { alertSettings, consentRecords, savedSearches } from "@/lib/db/schema";
import { addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { consentWordingIn, getConsents, hasMarketingConsent, setConsent } from "../consent";
import { CONSENT_WORDING } from "../consent-wording";

describe.each(TEST_ENGINES)("marketing consent on %s", (engine) => {
  let handle: DbHandle;
  let person: Actor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    person = await addUser(handle.db);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("starts with no consent on any channel", async () => {
    const summary = await getConsents(person);
    expect(summary.email).toMatchObject({ granted: false, at: null });
    expect(summary.sms.granted).toBe(false);
    expect(summary.whatsapp.granted).toBe(false);
  });

  it("records each channel separately, with the wording and the time", async () => {
    const summary = await setConsent(person, { channel: "whatsapp", granted: true });
    expect(summary.whatsapp.granted).toBe(true);
    expect(summary.email.granted).toBe(false);
    const rows = await handle.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, person.id));
    expect(rows).toEqual([
      expect.objectContaining({
        channel: "whatsapp",
        granted: true,
        wording: CONSENT_WORDING.whatsapp,
        source: "privacy-page",
        createdAt: expect.any(Date),
      }),
    ]);
    expect(await hasMarketingConsent(handle.db, person.id, "whatsapp")).toBe(true);
    expect(await hasMarketingConsent(handle.db, person.id, "sms")).toBe(false);
  });

  it("records the sentence in the language it was shown in", async () => {
    await setConsent(person, { channel: "sms", granted: true, locale: "hi" });
    const [row] = await handle.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, person.id), eq(consentRecords.channel, "sms")));
    expect(row.wording).toBe(consentWordingIn("sms", "hi"));
    expect(row.wording).not.toBe(CONSENT_WORDING.sms);
    expect(row.wording).toMatch(/SMS/);
    expect(row.wording).toMatch(/[\u0900-\u097F]/);
  });

  it("withdraws in one step and keeps the history", async () => {
    await setConsent(person, { channel: "email", granted: true });
    await setConsent(person, { channel: "email", granted: false });
    expect(await hasMarketingConsent(handle.db, person.id, "email")).toBe(false);
    const history = await handle.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.channel, "email"));
    expect(history.map((r) => r.granted)).toEqual([true, false]);
  });

  it("refuses an unknown channel", async () => {
    await expect(
      setConsent(person, { channel: "fax" as "email", granted: true }),
    ).rejects.toMatchObject({ name: "ZodError" });
  });

  it("stops every marketing e-mail from the signed link in an alert e-mail", async () => {
    await setConsent(person, { channel: "email", granted: true });
    await handle.db.insert(savedSearches).values([
      { userId: person.id, name: "A", query: "city=Indore", dealType: "sale" },
      { userId: person.id, name: "B", query: "city=Pune", dealType: "rent" },
    ]);
    const token = signUnsubscribeToken({ kind: "marketing", userId: person.id });
    expect(await describeUnsubscribe(token)).toMatchObject({ ok: true, alreadyOff: false });
    expect(await applyUnsubscribe(token)).toMatchObject({ ok: true });
    const searches = await handle.db
      .select({ email: savedSearches.emailEnabled })
      .from(savedSearches)
      .where(eq(savedSearches.userId, person.id));
    expect(searches).toEqual([{ email: false }, { email: false }]);
    const [settings] = await handle.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.userId, person.id));
    expect(settings!.priceDropEmail).toBe(false);
    expect(await hasMarketingConsent(handle.db, person.id, "email")).toBe(false);
    expect(await describeUnsubscribe(token)).toMatchObject({ ok: true, alreadyOff: true });
    const tampered = `${token.slice(0, -2)}xx`;
    expect(await applyUnsubscribe(tampered)).toEqual({ ok: false, reason: "invalid" });
  });
});
