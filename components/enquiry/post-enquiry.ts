import { postJson } from "@/components/auth/post-json";
import type { ActionResult } from "@/lib/actions/result";

/** What the enquiry routes answer: `{message?, data}` on success, `{message, errors?}` refused. */
type EnquiryBody<T> = { message?: string; data?: T; errors?: Record<string, string> };

const NOT_SENT = "Your enquiry was not sent. Check your connection and try again.";

/**
 * POSTs an enquiry step to its route (app/api/enquiries/…) and reads the answer as the forms
 * read a server action's: the HTTP status (429 with Retry-After when refused for a while) is
 * the route's, the message and field messages the server's.
 */
export async function postEnquiry<T>(url: string, payload: unknown): Promise<ActionResult<T>> {
  const answer = await postJson<EnquiryBody<T>>(url, payload);
  const body = answer.body ?? {};
  if (answer.status >= 200 && answer.status < 300 && body.data !== undefined) {
    return answer.message
      ? { ok: true, data: body.data, message: answer.message }
      : { ok: true, data: body.data };
  }
  return {
    ok: false,
    status: answer.status,
    message: answer.message ?? NOT_SENT,
    ...(body.errors ? { fieldErrors: body.errors } : {}),
  };
}
