import type { DbHandle } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { releaseTestDatabase, useTestDatabase } from "@/lib/testing/test-db";
import { consoleEmailProvider } from "../console-provider";
import { readDevEmailOutbox } from "../outbox";

const mockEnv = { outbox: true, consoleAllowed: true };
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return {
    ...actual,
    devEmailOutboxEnabled: () => mockEnv.outbox,
    consoleEmailAllowed: () => mockEnv.consoleAllowed,
  };
});

const message = (to: string, subject: string) => ({ to, subject, text: subject, html: "" });

describe("console e-mail provider and dev outbox", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase("pglite");
  });
  afterAll(() => releaseTestDatabase(handle));

  it("keeps e-mails and returns an address's newest first when enabled", async () => {
    await consoleEmailProvider.send(message("Asha@Example.in", "first"));
    await consoleEmailProvider.sendMany!([
      message("asha@example.in", "second"),
      message("ravi@example.in", "other"),
    ]);
    const mails = await readDevEmailOutbox(" ASHA@example.in ");
    expect(mails.map((m) => m.subject)).toEqual(["second", "first"]);
    await expect(readDevEmailOutbox("not-an-address")).rejects.toMatchObject({
      name: "ZodError",
    });
  });

  it("answers 404 and stores nothing when the outbox is off", async () => {
    mockEnv.outbox = false;
    const before = (await handle.db.select().from(emailOutbox)).length;
    await consoleEmailProvider.send(message("asha@example.in", "hidden"));
    expect((await handle.db.select().from(emailOutbox)).length).toBe(before);
    await expect(readDevEmailOutbox("asha@example.in")).rejects.toMatchObject({ status: 404 });
    mockEnv.outbox = true;
  });

  it("refuses to send on a real deployment (SMTP_URL unset)", async () => {
    mockEnv.consoleAllowed = false;
    const before = (await handle.db.select().from(emailOutbox)).length;
    await expect(consoleEmailProvider.send(message("asha@example.in", "x"))).rejects.toThrow(
      "set SMTP_URL",
    );
    expect((await handle.db.select().from(emailOutbox)).length).toBe(before);
    mockEnv.consoleAllowed = true;
  });
});
