/** The answer of a JSON call, never thrown: `message` is the server's, when it sent one. */
export type JsonAnswer<T> = { status: number; body: T | null; message: string | null };

/**
 * POSTs JSON and reads JSON back. With `timeoutMs`, the call is aborted after that long
 * (AbortController) and answers status 0 with no message, like a network failure.
 */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  payload: unknown,
  options: { timeoutMs?: number } = {},
): Promise<JsonAnswer<T>> {
  const controller = new AbortController();
  const timer = options.timeoutMs
    ? setTimeout(() => controller.abort(), options.timeoutMs)
    : undefined;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const json: unknown = await response.json().catch(() => null);
    const raw = json && typeof json === "object" ? (json as { message?: unknown }).message : null;
    return {
      status: response.status,
      body: json as T | null,
      message: typeof raw === "string" && raw ? raw : null,
    };
  } catch {
    return { status: 0, body: null, message: null };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Spec §9: register and OTP calls time out after 10 s. */
export const REGISTER_TIMEOUT_MS = 10_000;
