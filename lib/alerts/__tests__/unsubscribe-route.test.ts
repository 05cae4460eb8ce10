import { eq } from "drizzle-orm";
import { POST } from "@/app/api/alerts/unsubscribe/route";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { alertSettings, savedSearches } from "@/lib/db/schema";
import { addCity, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, useTestDatabase } from "@/lib/testing/test-db";
import { saveSearch } from "../saved-searches";
import { signUnsubscribeToken } from "../unsubscribe-token";

jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));

/** RFC 8058 one-click unsubscribe: what a mail client POSTs for the List-Unsubscribe header. */
describe("POST /api/alerts/unsubscribe", () => {
  let handle: DbHandle;
  let buyer: Actor;
  let searchId: number;

  beforeAll(async () => {
    handle = await useTestDatabase("pglite");
    await addCity(handle.db);
    buyer = await addUser(handle.db);
    searchId = (
      await saveSearch(buyer, { query: "city=Indore", name: "Indore", frequency: "daily" })
    ).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  const post = (token: string) =>
    POST(
      new Request(
        `http://127.0.0.1:3000/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        },
      ),
    );
  const emailOn = async () =>
    (await handle.db.select().from(savedSearches).where(eq(savedSearches.id, searchId)))[0]
      .emailEnabled;

  it("refuses a changed or expired token with 400 and changes nothing", async () => {
    const token = signUnsubscribeToken({
      kind: "search",
      userId: buyer.id,
      savedSearchId: searchId,
    });
    const changed = await post(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({
      message: "This unsubscribe link is not valid. Nothing was changed.",
    });
    const expired = signUnsubscribeToken(
      { kind: "search", userId: buyer.id, savedSearchId: searchId },
      { now: new Date(Date.now() - 100 * 86_400_000) },
    );
    expect((await post(expired)).status).toBe(400);
    expect(await emailOn()).toBe(true);
  });

  it("stops a saved search's e-mails, or price-drop e-mails, signed out", async () => {
    const token = signUnsubscribeToken({
      kind: "search",
      userId: buyer.id,
      savedSearchId: searchId,
    });
    const response = await post(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "You will no longer receive e-mails for your saved search “Indore”.",
    });
    expect(await emailOn()).toBe(false);

    expect((await post(signUnsubscribeToken({ kind: "price", userId: buyer.id }))).status).toBe(
      200,
    );
    const [settings] = await handle.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.userId, buyer.id));
    expect(settings.priceDropEmail).toBe(false);
  });
});
