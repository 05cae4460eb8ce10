import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import type { DbHandle } from "@/lib/db/client";
import { contactRequests, users } from "@/lib/db/schema";
import { fieldErrorsOf } from "@/lib/http/errors";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { addDays, todayInIndia } from "@/lib/format/date";
import { createContactRequest } from "../create-contact-request";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";

const anonymous = { actor: null, clientIp: "203.0.113.7" };

async function fieldErrorsFrom(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ZodError) return fieldErrorsOf(error);
    throw error;
  }
  throw new Error("expected the request to be refused");
}

describe.each(TEST_ENGINES)("createContactRequest on %s", (engine) => {
  let handle: DbHandle;
  const count = async () => (await handle.db.select().from(contactRequests)).length;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));
  beforeEach(async () => {
    resetLimitersForTesting();
    await handle.db.delete(contactRequests);
  });

  it("stores a service request with its kind, service slug and a normalised phone", async () => {
    const created = await createContactRequest(
      {
        kind: "service",
        service: "legal",
        name: "  Priya Sharma ",
        phone: "98765 43210",
        email: "Priya@Example.IN",
        city: "Indore",
        message: "Need a title search for a plot in Rau.",
      },
      anonymous,
    );
    expect(created.kind).toBe("service");
    const [row] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, created.id));
    expect(row).toMatchObject({
      kind: "service",
      service: "legal",
      name: "Priya Sharma",
      phone: "+919876543210",
      email: "priya@example.in",
      city: "Indore",
      status: "new",
      userId: null,
      preferredDate: null,
    });
  });

  it("stores a contact message and attaches the signed-in account", async () => {
    const [{ id: userId }] = await handle.db
      .insert(users)
      .values({
        firstName: "Rahul",
        lastName: "Verma",
        email: "rahul@example.in",
        phone: "+919812345678",
        passwordHash: "x",
        status: "active",
      })
      .returning({ id: users.id });
    const created = await createContactRequest(
      {
        kind: "contact",
        name: "Rahul Verma",
        phone: "+91 98123 45678",
        email: "rahul@example.in",
        message: "How do I get my listing verified?",
      },
      { actor: { id: userId }, clientIp: "203.0.113.8" },
    );
    const [row] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, created.id));
    expect(row).toMatchObject({ kind: "contact", service: null, city: null, userId });
  });

  it("stores a consultation with its topic and preferred date", async () => {
    const tomorrow = addDays(todayInIndia(), 1);
    const created = await createContactRequest(
      {
        kind: "advice",
        topic: "home-loan",
        name: "Anita Joshi",
        phone: "07000012345",
        preferredDate: tomorrow,
      },
      anonymous,
    );
    const [row] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, created.id));
    expect(row).toMatchObject({
      kind: "advice",
      service: "home-loan",
      phone: "+917000012345",
      email: null,
      message: "",
      preferredDate: tomorrow,
    });
  });

  it("refuses a bad phone and a bad e-mail with field messages and stores nothing", async () => {
    const errors = await fieldErrorsFrom(
      createContactRequest(
        {
          kind: "service",
          service: "mortgage",
          name: "Kiran",
          phone: "5123456789",
          email: "kiran@",
          city: "Bhopal",
        },
        anonymous,
      ),
    );
    expect(errors.phone).toBe("Enter a 10-digit mobile number starting with 6, 7, 8 or 9.");
    expect(errors.email).toBe("Enter a valid e-mail address, like name@example.com.");
    for (const phone of ["98765", "987654321012", "98765abcde"]) {
      const more = await fieldErrorsFrom(
        createContactRequest(
          { kind: "service", service: "mortgage", name: "Kiran", phone, city: "Bhopal" },
          anonymous,
        ),
      );
      expect(more.phone).toBeDefined();
    }
    expect(await count()).toBe(0);
  });

  it("refuses a consultation date in the past, and one too far ahead", async () => {
    const base = { kind: "advice", topic: "selling", name: "Meera", phone: "9000000001" };
    const yesterday = addDays(todayInIndia(), -1);
    const past = await fieldErrorsFrom(
      createContactRequest({ ...base, preferredDate: yesterday }, anonymous),
    );
    expect(past.preferredDate).toBe("The preferred date cannot be in the past.");
    const far = await fieldErrorsFrom(
      createContactRequest({ ...base, preferredDate: addDays(todayInIndia(), 200) }, anonymous),
    );
    expect(far.preferredDate).toMatch(/within the next 90 days/);
    const invalid = await fieldErrorsFrom(
      createContactRequest({ ...base, preferredDate: "2030-02-30" }, anonymous),
    );
    expect(invalid.preferredDate).toBe("Please choose a valid date.");
    expect(await count()).toBe(0);
    await createContactRequest({ ...base, preferredDate: todayInIndia() }, anonymous);
    expect(await count()).toBe(1);
  });

  it("refuses an unknown service or kind", async () => {
    const unknownService = await fieldErrorsFrom(
      createContactRequest(
        { kind: "service", service: "astrology", name: "Ravi", phone: "9000000002", city: "Pune" },
        anonymous,
      ),
    );
    expect(unknownService.service).toBe("Please choose a service.");
    await expect(
      createContactRequest({ kind: "spam", name: "x", phone: "9000000003" }, anonymous),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await count()).toBe(0);
  });

  it("allows 5 requests per 10 minutes for one phone from one IP, then refuses with 429", async () => {
    const request = {
      kind: "contact",
      name: "Sunil",
      phone: "9111111111",
      email: "sunil@example.in",
      message: "Please call me about plots in Ujjain.",
    };
    for (let i = 0; i < 5; i += 1) await createContactRequest(request, anonymous);
    const refused = createContactRequest(request, anonymous);
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(createContactRequest(request, anonymous)).rejects.toMatchObject({ status: 429 });
    expect(await count()).toBe(5);
    // Another sender on another network is not affected.
    await createContactRequest(request, { actor: null, clientIp: "198.51.100.9" });
    expect(await count()).toBe(6);
  });

  it("caps one phone at 10 requests per 10 minutes whatever address it comes from", async () => {
    const request = {
      kind: "service",
      service: "vaastu",
      name: "Neha",
      phone: "9222222222",
      city: "Dewas",
    };
    for (let i = 0; i < 10; i += 1) {
      await createContactRequest(request, { actor: null, clientIp: `192.0.2.${i}` });
    }
    await expect(
      createContactRequest(request, { actor: null, clientIp: "192.0.2.99" }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(await count()).toBe(10);
  });
});
