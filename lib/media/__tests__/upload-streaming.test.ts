/**
 * Finding 3: every upload route enforces its size limit while the body streams in. A 200 MB
 * chunked body without Content-Length is refused with 413 after reading little more than the
 * limit; a small upload still goes through.
 */
import { POST as documentRoute } from "@/app/api/seller/uploads/document/route";
import { POST as photoRoute } from "@/app/api/seller/uploads/photo/route";
import { POST as avatarRoute } from "@/app/api/users/avatars/route";
import { encodeSessionToken, SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import { samplePng, useTempStorage } from "@/lib/listings/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createVerifiedUser } from "@/lib/users/__tests__/account-helpers";
import { MAX_BROCHURE_BYTES, MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES } from "../upload-signature";
import { AVATAR_MAX_BYTES } from "../save-avatar";

const mockJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));

const BOUNDARY = "----landacre-test";
const CHUNK = 256 * 1024;
const ctx = { params: Promise.resolve({}) };

/** A multipart body of `total` bytes produced lazily; `pulled()` says how much was read. */
function endlessUpload(field: string, total: number) {
  let sent = 0;
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? head : new Uint8Array(CHUNK).fill(0x41);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function multipart(path: string, body: BodyInit | ReadableStream<Uint8Array>) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
}

describe.each(TEST_ENGINES)("upload size limits while streaming on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
  });
  afterAll(async () => {
    await cleanup();
    await releaseTestDatabase(handle);
  });

  async function signInAs(sellerKind: "builder" | "agent" | "individual") {
    const seller = await createVerifiedUser(handle, {
      password: "Neem-Courtyard-11",
      role: "seller",
      sellerKind,
    });
    mockJar.set(
      SESSION_COOKIE_NAME,
      await encodeSessionToken({
        sub: String(seller.id),
        role: "seller",
        tv: seller.row.tokenVersion,
        name: "T",
      }),
    );
  }

  const cases = [
    {
      name: "photo",
      kind: "builder",
      path: "/api/seller/uploads/photo",
      field: "file",
      limit: MAX_PHOTO_BYTES,
      handler: photoRoute,
    },
    {
      name: "brochure",
      kind: "builder",
      path: "/api/seller/uploads/document?purpose=brochure",
      field: "file",
      limit: MAX_BROCHURE_BYTES,
      handler: documentRoute,
    },
    {
      name: "verification document",
      kind: "agent",
      path: "/api/seller/uploads/document?purpose=verification",
      field: "file",
      limit: MAX_DOCUMENT_BYTES,
      handler: documentRoute,
    },
    {
      name: "avatar",
      kind: "builder",
      path: "/api/users/avatars",
      field: "photo",
      limit: AVATAR_MAX_BYTES,
      handler: avatarRoute,
    },
  ] as const;

  it.each(cases)("$name: a 200 MB chunked body is refused early with 413", async (c) => {
    await signInAs(c.kind);
    const upload = endlessUpload(c.field, 200 * 1024 * 1024);
    const response = await c.handler(multipart(c.path, upload.stream), ctx);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/\d+ MB/);
    expect(upload.pulled()).toBeLessThanOrEqual(c.limit + 64 * 1024 + 4 * CHUNK);
  });

  it("a small photo sent in chunks is accepted", async () => {
    await signInAs("builder");
    const png = await samplePng(40, 30);
    const parts = [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      png,
      `\r\n--${BOUNDARY}--\r\n`,
    ];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts)
          controller.enqueue(typeof part === "string" ? new TextEncoder().encode(part) : part);
        controller.close();
      },
    });
    const response = await photoRoute(multipart("/api/seller/uploads/photo", stream), ctx);
    expect(response.status).toBe(201);
  });

  it("an owner sends an owner's document; the agents' verification purpose stays refused", async () => {
    await signInAs("individual");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const body = (): BodyInit =>
      new Blob([
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="deed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        new Uint8Array(pdf),
        `\r\n--${BOUNDARY}--\r\n`,
      ]);
    const owner = await documentRoute(
      multipart("/api/seller/uploads/document?purpose=owner", body()),
      ctx,
    );
    expect(owner.status).toBe(201);
    expect((await owner.json()).key).toMatch(/^private\/verification\/\d+\/[0-9a-f-]{36}\.pdf$/);
    const agentsOnly = await documentRoute(
      multipart("/api/seller/uploads/document?purpose=verification", body()),
      ctx,
    );
    expect(agentsOnly.status).toBe(403);
    expect((await agentsOnly.json()).message).toBe("Verification documents are for agents.");
  });
});
