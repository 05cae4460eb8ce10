import { postJson, REGISTER_TIMEOUT_MS } from "./post-json";

describe("postJson", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it("register and OTP calls give up after the spec's 10 s (status 0, no message)", async () => {
    expect(REGISTER_TIMEOUT_MS).toBe(10_000);
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    ) as typeof fetch;
    const answer = postJson("/api/users/register", {}, { timeoutMs: REGISTER_TIMEOUT_MS });
    jest.advanceTimersByTime(REGISTER_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ status: 0, body: null, message: null });
  });

  it("passes on the status and the server's message", async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ message: "Invalid OTP. You have 4 attempts left." }, { status: 400 }),
    ) as typeof fetch;
    await expect(postJson("/api/users/register/verify-otp", {})).resolves.toEqual({
      status: 400,
      body: { message: "Invalid OTP. You have 4 attempts left." },
      message: "Invalid OTP. You have 4 attempts left.",
    });
  });
});
