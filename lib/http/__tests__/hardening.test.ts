/**
 * One integration test per low finding of the security review: NUL characters (4), broken
 * %-escapes (5), oversized server-action bodies (6), action arguments validated first (7),
 * a pixel limit for documents (11) and uploaded documents served as downloads (12).
 */
import { NextRequest } from "next/server";
import sharp from "sharp";
import { setSellerVerifiedAction } from "@/lib/admin/accounts/actions";
import { decideBrokerRequestAction } from "@/lib/admin/actions";
import { setPlanArchivedAction } from "@/lib/plans/actions";
import { saveListingDraftAction } from "@/lib/listings/actions";
import { updateSellerProfileAction } from "@/app/[locale]/(saller)/saller/(workspace)/update-profile/actions";
import { GET as exportRoute } from "@/app/api/admin/payments/export/route";
import { GET as searchRoute } from "@/app/api/properties/search/route";
import { GET as localitiesRoute } from "@/app/api/seller/localities/route";
import { GET as sellerPropertiesRoute } from "@/app/api/seller/properties/route";
import { POST as loginRoute } from "@/app/api/users/login/route";
import { GET as documentRoute } from "@/app/api/seller/documents/[...key]/route";
import type { DbHandle } from "@/lib/db/client";
import { contactRequests, listingDrafts, plans, sellerProfiles } from "@/lib/db/schema";
import { submitContactRequest } from "@/lib/inbox/actions";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { useTempStorage } from "@/lib/listings/__tests__/fixtures";
import { uploadedFileHeaders } from "@/lib/media/read-upload";
import { storeDocument } from "@/lib/media/upload-document";
import { UPLOAD_MESSAGES } from "@/lib/media/upload-signature";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { signInToJar } from "@/lib/users/__tests__/account-helpers";
import { makePlan } from "@/lib/admin/__tests__/fixtures";
import { proxy } from "@/proxy";
import { SERVER_ACTION_LENGTH_REQUIRED, SERVER_ACTION_TOO_LARGE } from "../action-limits";
import { CROSS_SITE_REFUSED } from "../same-origin";

const mockJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: () => undefined,
  }),
  headers: async () => new Headers(),
}));
jest.mock("next/cache", () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  refresh: () => undefined,
}));

const ctx = { params: Promise.resolve({}) };
const get = (p: string) => new Request(`http://127.0.0.1:3000${p}`);

describe("broken %-escapes and oversized action bodies are refused in proxy.ts", () => {
  const request = (p: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
    new NextRequest(`http://127.0.0.1:3000${p}`, init);

  it.each(["/property/%", "/project/%", "/broker/%", "/property-in/%", "/sitemaps/%"])(
    "%s → the public not-found page with 404",
    async (p) => {
      const response = await proxy(request(p));
      expect(response.status).toBe(404);
      expect(new URL(response.headers.get("x-middleware-rewrite") ?? "").pathname).toBe(
        "/_not-found",
      );
    },
  );

  it("an API path with a broken escape → 400 JSON", async () => {
    const response = await proxy(request("/api/properties/city/%E0%A4%A"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The address is not valid." });
    // A well-formed escape passes.
    expect((await proxy(request("/api/properties/city/New%20Delhi"))).status).toBe(200);
  });

  it("a server action body over 1 MB → 413 with a readable message (finding 6)", async () => {
    const big = request("/contact", {
      method: "POST",
      headers: { "next-action": "abc", "content-length": String(2 * 1024 * 1024) },
    });
    const response = await proxy(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: SERVER_ACTION_TOO_LARGE });
    const small = request("/contact", {
      method: "POST",
      headers: { "next-action": "abc", "content-length": "2000" },
      body: JSON.stringify([{ name: "x".repeat(1900) }]),
    });
    expect((await proxy(small)).status).toBe(200);
  });

  it("a server action from another site → 403 before Next.js (which would answer 500)", async () => {
    const action = (headers: Record<string, string>) =>
      proxy(
        request("/contact", {
          method: "POST",
          headers: {
            host: "127.0.0.1:3000",
            "next-action": "abc",
            "content-length": "4",
            ...headers,
          },
          body: "[{}]",
        }),
      );
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1:3001"]) {
      const response = await action({ origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: CROSS_SITE_REFUSED });
    }
    // Behind a proxy, its first X-Forwarded-Host is the site's host.
    const forwarded = {
      origin: "https://landacre.in",
      "x-forwarded-host": "landacre.in, internal",
    };
    expect((await action(forwarded)).status).toBe(200);
    expect((await action({ ...forwarded, "x-forwarded-host": "evil.example" })).status).toBe(403);
    // The same site, and a request without Origin (not a browser's cross-site call), go on.
    expect((await action({ origin: "http://127.0.0.1:3000" })).status).toBe(200);
    expect((await action({})).status).toBe(200);
  });

  it("a server action body of undeclared size (chunked) → 411 with a readable message", async () => {
    const chunked = request("/contact", {
      method: "POST",
      headers: { "next-action": "abc", "transfer-encoding": "chunked" },
    });
    const response = await proxy(chunked);
    expect(response.status).toBe(411);
    expect(await response.json()).toEqual({ message: SERVER_ACTION_LENGTH_REQUIRED });
  });
});

describe.each(TEST_ENGINES)("hardening on %s", (engine) => {
  let handle: DbHandle;
  let storage: Awaited<ReturnType<typeof useTempStorage>>;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    storage = await useTempStorage();
  });
  afterAll(async () => {
    await storage.cleanup();
    await releaseTestDatabase(handle);
  });
  afterEach(() => mockJar.clear());

  const signIn = (role: "user" | "seller" | "admin") => signInToJar(handle, mockJar, role);

  describe("NUL characters (finding 4) → 400 with the field, nothing stored", () => {
    it("in query strings of public, seller and admin APIs", async () => {
      const search = await searchRoute(get("/api/properties/search?city=a%00b"), ctx);
      expect(search.status).toBe(400);
      expect(await search.json()).toMatchObject({ errors: { city: expect.any(String) } });

      await signIn("seller");
      const own = await sellerPropertiesRoute(get("/api/seller/properties?q=%00"), ctx);
      expect(own.status).toBe(400);
      expect((await own.json()).errors).toHaveProperty("q");
      const places = await localitiesRoute(get("/api/seller/localities?city=%00"), ctx);
      expect(places.status).toBe(400);

      await signIn("admin");
      const exported = await exportRoute(get("/api/admin/payments/export?q=%00"), ctx);
      expect(exported.status).toBe(400);
      expect((await exported.json()).errors).toHaveProperty("q");
    });

    it("in a JSON body", async () => {
      const response = await loginRoute(
        new Request("http://127.0.0.1:3000/api/users/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "a@example.in", password: "x\u0000y" }),
        }),
        ctx,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { password: expect.any(String) } });
    });

    it("in the contact form, the seller profile and the listing draft", async () => {
      resetLimitersForTesting();
      const contact = await submitContactRequest({
        kind: "service",
        service: "legal",
        name: "Priya Sharma",
        phone: "98765 43210",
        email: "priya@example.in",
        city: "Indore",
        message: "Need a title search\u0000 for a plot.",
      });
      expect(contact).toMatchObject({ ok: false, status: 400 });
      expect(contact.ok ? {} : contact.fieldErrors).toHaveProperty("message");
      expect(await handle.db.select().from(contactRequests)).toHaveLength(0);

      const seller = await signIn("seller");
      const before = await handle.db.select().from(sellerProfiles);
      const profile = await updateSellerProfileAction({ companyName: "Acme\u0000 Realty" });
      expect(profile).toMatchObject({ ok: false, status: 400 });
      expect(profile.ok ? {} : profile.fieldErrors).toHaveProperty("companyName");
      expect(await handle.db.select().from(sellerProfiles)).toEqual(before);

      const draft = await saveListingDraftAction({ title: "Plot\u0000", city: "Indore" });
      expect(draft).toMatchObject({ ok: false, status: 400 });
      expect(draft.ok ? {} : draft.fieldErrors).toHaveProperty("title");
      expect(await handle.db.select().from(listingDrafts)).toHaveLength(0);
      expect(seller.id).toBeGreaterThan(0);
    });
  });

  describe("server actions validate their arguments first (finding 7)", () => {
    it("null and wrong types answer 400, whether signed in as admin or not", async () => {
      const plan = await makePlan(handle.db);
      const plansBefore = await handle.db.select().from(plans);
      for (const signedIn of [false, true]) {
        if (signedIn) await signIn("admin");
        else mockJar.clear();
        // @ts-expect-error: a forged call from outside the UI
        expect(await decideBrokerRequestAction(null)).toMatchObject({ ok: false, status: 400 });
        // @ts-expect-error: a forged call from outside the UI
        expect(await setSellerVerifiedAction(null)).toMatchObject({ ok: false, status: 400 });
        // @ts-expect-error: a forged call from outside the UI
        expect(await setPlanArchivedAction("x", "x")).toMatchObject({ ok: false, status: 400 });
        expect(await setPlanArchivedAction(-1, true)).toMatchObject({ ok: false, status: 400 });
      }
      expect(await handle.db.select().from(plans)).toEqual(plansBefore);
      expect(plan.id).toBeGreaterThan(0);
    });
  });

  it("a verification scan over 50 megapixels is refused (finding 11)", async () => {
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(storeDocument(7, "verification", huge)).rejects.toMatchObject({
      status: 413,
      message: UPLOAD_MESSAGES.documentTooManyPixels,
    });
    const fine = await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    await expect(storeDocument(7, "verification", fine)).resolves.toMatchObject({
      key: expect.stringMatching(/\.png$/),
    });
  });

  it("uploaded PDFs are served as downloads in a sandbox (finding 12)", async () => {
    const agent = await signIn("seller");
    const polyglot = Buffer.from("%PDF-1.7\n<html><script>alert(1)</script></html>");
    const { key } = await storeDocument(agent.id, "verification", polyglot);
    const response = await documentRoute(get(`/api/seller/documents/${key}`), {
      params: Promise.resolve({ key: key.split("/") }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe("attachment");
    expect(response.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The public /media route uses the same headers: PDFs download, re-encoded images show.
    expect(uploadedFileHeaders("application/pdf")["Content-Disposition"]).toBe("attachment");
    expect(uploadedFileHeaders("image/webp")["Content-Disposition"]).toBe("inline");
  });
});
