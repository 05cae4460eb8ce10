/**
 * What every server action answers. User mistakes, refusals and outages come back as a message
 * (with field messages for a form), never as a throw. Isomorphic, so client components import it.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      status: number;
      /** With status 429: seconds until a retry can succeed (an action's Retry-After). */
      retryAfterSeconds?: number;
    };

/** A failed answer. */
export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

/** The data of a successful answer; a failed one throws its message (for React Query mutations). */
export async function dataOrThrow<T>(answer: Promise<ActionResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
