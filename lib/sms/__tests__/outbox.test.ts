import type { DbHandle } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { releaseTestDatabase, useTestDatabase } from "@/lib/testing/test-db";
import { consoleSmsProvider } from "../console-provider";
import { readDevOutbox } from "../outbox";

const mockOutbox = { enabled: true };
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return { ...actual, devOutboxEnabled: () => mockOutbox.enabled };
});

describe("dev outbox", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase("pglite");
  });
  afterAll(() => releaseTestDatabase(handle));

  it("keeps console messages and returns the newest first when enabled", async () => {
    mockOutbox.enabled = true;
    await consoleSmsProvider.send({ to: "+919811111111", body: "111111 is your code" });
    await consoleSmsProvider.send({ to: "+919811111111", body: "222222 is your code" });
    await consoleSmsProvider.send({ to: "+919822222222", body: "333333 is your code" });
    const messages = await readDevOutbox("+91 98111 11111");
    expect(messages.map((m) => m.body)).toEqual(["222222 is your code", "111111 is your code"]);
    await expect(readDevOutbox("12345")).rejects.toThrow();
  });

  it("answers 404 and stores nothing when disabled", async () => {
    mockOutbox.enabled = false;
    const before = (await handle.db.select().from(smsOutbox)).length;
    await consoleSmsProvider.send({ to: "+919833333333", body: "444444 is your code" });
    expect((await handle.db.select().from(smsOutbox)).length).toBe(before);
    await expect(readDevOutbox("9811111111")).rejects.toMatchObject({ status: 404 });
  });
});
