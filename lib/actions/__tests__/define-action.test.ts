/**
 * The server action helper: schema first (field messages, NUL characters), then the actor
 * (401 / 403), then the work; domain errors keep their message, anything else is logged and
 * answered with the generic outage message, never thrown. Real database for the actors.
 */
import { z } from "zod";
import { defineAction, defineArgsAction, VALIDATION_MESSAGE } from "@/lib/actions/define-action";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import type { DbHandle } from "@/lib/db/client";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/http/service-unavailable";
import { log } from "@/lib/log";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { signInToJar } from "@/lib/users/__tests__/account-helpers";

const mockJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));

const nameSchema = z.object({
  name: z.string().trim().min(3, "Give the search a name of at least 3 characters"),
});

/** An action that records what it was given. */
function recorder<K extends "public" | "visitor" | "user" | "seller" | "admin">(actor: K) {
  const calls: { name: string; actorId: number | null; role: string | null }[] = [];
  const action = defineAction({
    actor,
    schema: nameSchema,
    run: async ({ input, actor: who }) => {
      calls.push({ name: input.name, actorId: who?.id ?? null, role: who?.role ?? null });
      return { saved: input.name };
    },
    success: (data) => `Saved ${data.saved}.`,
  });
  return { action, calls };
}

describe("input first", () => {
  afterEach(() => mockJar.clear());

  it("a schema failure answers 400 with the schema's words on the field; nothing runs", async () => {
    const { action, calls } = recorder("public");
    expect(await action({ name: " a " })).toEqual({
      ok: false,
      status: 400,
      message: VALIDATION_MESSAGE,
      fieldErrors: { name: "Give the search a name of at least 3 characters" },
    });
    // @ts-expect-error: a forged call from outside the UI
    expect(await action(null)).toMatchObject({ ok: false, status: 400 });
    expect(calls).toEqual([]);
  });

  it("a NUL character answers 400 on its field", async () => {
    const { action, calls } = recorder("public");
    expect(await action({ name: "Plot\u0000 search" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: expect.stringContaining("NUL") },
    });
    expect(calls).toEqual([]);
  });

  it("parsed input reaches run, and the success message may use the result", async () => {
    const { action, calls } = recorder("public");
    expect(await action({ name: "  Flats in Indore " })).toEqual({
      ok: true,
      data: { saved: "Flats in Indore" },
      message: "Saved Flats in Indore.",
    });
    expect(calls).toEqual([{ name: "Flats in Indore", actorId: null, role: null }]);
  });

  it("an action of several arguments names fields without the argument's index", async () => {
    const rename = defineArgsAction({
      actor: "public",
      schema: z.tuple([z.number().int().positive(), nameSchema]),
      run: async ({ input: [id, { name }] }) => ({ id, name }),
      success: (_, [id]) => `Search ${id} renamed.`,
    });
    expect(await rename(4, { name: "x" })).toMatchObject({
      ok: false,
      fieldErrors: { name: "Give the search a name of at least 3 characters" },
    });
    expect(await rename(4, { name: "Plots" })).toEqual({
      ok: true,
      data: { id: 4, name: "Plots" },
      message: "Search 4 renamed.",
    });
  });
});

describe("errors are answers, never throws", () => {
  const failing = (error: unknown) =>
    defineAction({
      actor: "public",
      schema: z.object({}),
      run: async (): Promise<void> => {
        throw error;
      },
      success: "Never shown.",
    });

  it("a domain error keeps its message, status and field messages", async () => {
    expect(await failing(new NotFoundError("This listing is no longer available."))({})).toEqual({
      ok: false,
      status: 404,
      message: "This listing is no longer available.",
    });
    const quota = new AppError("Your plan's listings are used up.", 409, { plan: "Upgrade" });
    expect(await failing(quota)({})).toEqual({
      ok: false,
      status: 409,
      message: "Your plan's listings are used up.",
      fieldErrors: { plan: "Upgrade" },
    });
  });

  it("a rate limit carries its Retry-After in the answer (an action's HTTP status is always 200)", async () => {
    expect(await failing(new RateLimitedError(90))({})).toEqual({
      ok: false,
      status: 429,
      message: "Too many attempts. Please try again in 2 minutes.",
      retryAfterSeconds: 90,
    });
  });

  it("a lib/ function's own zod refusal is a 400 with field messages", async () => {
    const error = nameSchema.safeParse({ name: "" }).error;
    expect(await failing(error)({})).toMatchObject({
      ok: false,
      status: 400,
      message: VALIDATION_MESSAGE,
      fieldErrors: { name: expect.any(String) },
    });
  });

  it("an unknown error is logged and answered with the generic message", async () => {
    const spy = jest.spyOn(log, "error").mockImplementation(() => undefined);
    const boom = new TypeError("Cannot read properties of undefined (reading 'id')");
    const result = await failing(boom)({});
    expect(result).toEqual({ ok: false, status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(JSON.stringify(result)).not.toContain("reading 'id'");
    expect(spy).toHaveBeenCalledWith({ err: boom }, "unhandled error in server action");
    spy.mockRestore();
  });

  it("Next's redirect() and notFound() pass through", async () => {
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/x" });
    await expect(failing(redirect)({})).rejects.toBe(redirect);
  });
});

describe.each(TEST_ENGINES)("the actor on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
  });
  afterEach(() => mockJar.clear());

  const signIn = (role: "user" | "seller" | "admin") =>
    signInToJar(handle, mockJar, role, "builder");

  it("signed out: 401 for user, seller and admin actions; visitor and public run with no one", async () => {
    for (const kind of ["user", "seller", "admin"] as const) {
      const { action, calls } = recorder(kind);
      expect(await action({ name: "Plots" })).toEqual({
        ok: false,
        status: 401,
        message: "Please log in to continue.",
      });
      expect(calls).toEqual([]);
    }
    for (const kind of ["visitor", "public"] as const) {
      const { action, calls } = recorder(kind);
      expect(await action({ name: "Plots" })).toMatchObject({ ok: true });
      expect(calls).toEqual([{ name: "Plots", actorId: null, role: null }]);
    }
  });

  it("the input is checked before the actor: a signed-out bad call is a 400", async () => {
    const { action } = recorder("admin");
    expect(await action({ name: "" })).toMatchObject({ ok: false, status: 400 });
  });

  it("a buyer is refused seller and admin actions with 403; user and visitor get the account", async () => {
    const buyer = await signIn("user");
    expect(await recorder("seller").action({ name: "Plots" })).toEqual({
      ok: false,
      status: 403,
      message: "This area is for sellers, builders and agents.",
    });
    expect(await recorder("admin").action({ name: "Plots" })).toEqual({
      ok: false,
      status: 403,
      message: "This area is for administrators.",
    });
    for (const kind of ["user", "visitor"] as const) {
      const { action, calls } = recorder(kind);
      expect(await action({ name: "Plots" })).toMatchObject({ ok: true });
      expect(calls).toEqual([{ name: "Plots", actorId: buyer.id, role: "user" }]);
    }
    const { action, calls } = recorder("public");
    await action({ name: "Plots" });
    expect(calls).toEqual([{ name: "Plots", actorId: null, role: null }]);
  });

  it("a seller runs seller actions, not admin ones; an admin runs admin actions", async () => {
    const seller = await signIn("seller");
    const sellerRun = recorder("seller");
    expect(await sellerRun.action({ name: "Plots" })).toMatchObject({ ok: true });
    expect(sellerRun.calls).toEqual([{ name: "Plots", actorId: seller.id, role: "seller" }]);
    expect(await recorder("admin").action({ name: "Plots" })).toMatchObject({ status: 403 });

    const admin = await signIn("admin");
    const adminRun = recorder("admin");
    expect(await adminRun.action({ name: "Plots" })).toMatchObject({ ok: true });
    expect(adminRun.calls).toEqual([{ name: "Plots", actorId: admin.id, role: "admin" }]);
    expect(await recorder("seller").action({ name: "Plots" })).toMatchObject({ status: 403 });
  });
});
