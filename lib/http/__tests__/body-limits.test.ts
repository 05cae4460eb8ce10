/**
 * Request bodies are read as a stream up to each route's limit (issue 25, finding 2): JSON 64 KB,
 * the payment webhook 256 KB, uploads their own limit. A body past the limit answers 413 whether
 * its size was declared or it came chunked, and no more than about the limit is ever pulled from
 * the client. The memory measurement against a running server is scripts/check-body-limits.ts.
 */
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as webhookRoute } from "@/app/api/payments/razorpay/webhook/route";
import { POST as photoRoute } from "@/app/api/seller/uploads/photo/route";
import { POST as loginRoute } from "@/app/api/users/login/route";
import { POST as registerRoute } from "@/app/api/users/register/route";
import { JSON_BODY_MAX_BYTES, WEBHOOK_BODY_MAX_BYTES, readBodyWithin } from "../read-body";

jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));

const CHUNK = 64 * 1024;

/** A body of `total` bytes produced on demand; `pulled()` says how much the server asked for. */
function lazyBody(total: number, fill = 0x61) {
  let pulled = 0;
  const chunk = new Uint8Array(CHUNK).fill(fill);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    // @ts-expect-error: Node's fetch needs it for a stream body; not in the DOM typings.
    duplex: "half",
  });
}

const ctx = { params: Promise.resolve({}) };

describe("bodies are read within the route's limit", () => {
  it.each([
    ["/api/users/login", loginRoute],
    ["/api/users/register", registerRoute],
  ])(
    "a 200 MB chunked body to %s → 413, after pulling about 64 KB of it",
    async (path, handler) => {
      const body = lazyBody(200 * 1024 * 1024);
      const response = await handler(post(path, body.stream), ctx);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        message: "The request is too large (at most 64 KB).",
      });
      expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 2 * CHUNK);
    },
  );

  it("a declared size over the limit is refused before a byte is read", async () => {
    const body = lazyBody(10 * 1024 * 1024);
    const response = await loginRoute(
      post("/api/users/login", body.stream, { "content-length": String(10 * 1024 * 1024) }),
      ctx,
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it("a body under the limit still reaches the handler (bad JSON → 400, NUL → 400 with the field)", async () => {
    const bad = await loginRoute(post("/api/users/login", "{"), ctx);
    expect(bad.status).toBe(400);
    const nul = await loginRoute(
      post("/api/users/login", JSON.stringify({ email: "a@example.in", password: "x\u0000y" })),
      ctx,
    );
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ errors: { password: expect.any(String) } });
  });

  it("the webhook reads up to 256 KB: more → 413; less goes on to the signature check", async () => {
    const big = lazyBody(300 * 1024 * 1024);
    const refused = await webhookRoute(post("/api/payments/razorpay/webhook", big.stream), ctx);
    expect(refused.status).toBe(413);
    expect(big.pulled()).toBeLessThanOrEqual(WEBHOOK_BODY_MAX_BYTES + 2 * CHUNK);
    const unsigned = await webhookRoute(
      post("/api/payments/razorpay/webhook", JSON.stringify({ pad: "x".repeat(200 * 1024) })),
      ctx,
    );
    expect(unsigned.status).toBe(400);
  });

  it("the photo upload sent as JSON is not read before sign-in (401, a few KB pulled at most)", async () => {
    const body = lazyBody(450 * 1024 * 1024);
    const response = await photoRoute(post("/api/seller/uploads/photo", body.stream), ctx);
    expect(response.status).toBe(401);
    expect(body.pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it("next-auth's sign-in endpoint reads at most 64 KB too", async () => {
    const body = lazyBody(100 * 1024 * 1024);
    const response = await nextAuthPost(
      post("/api/auth/callback/credentials", body.stream, {
        "content-type": "application/x-www-form-urlencoded",
      }),
      { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 2 * CHUNK);
  });

  it("readBodyWithin returns the whole body when it fits", async () => {
    const bytes = await readBodyWithin(post("/x", "hello"), 10);
    expect(new TextDecoder().decode(bytes)).toBe("hello");
    await expect(readBodyWithin(post("/x", "hello world"), 10)).rejects.toMatchObject({
      status: 413,
    });
  });
});
