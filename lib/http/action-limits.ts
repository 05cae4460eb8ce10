/** Largest server-action request body (forms send text; files go to the upload routes). */
export const SERVER_ACTION_MAX_BYTES = 1024 * 1024;

export const SERVER_ACTION_TOO_LARGE =
  "This form is too large to send (at most 1 MB). Please shorten the text and try again.";

export const SERVER_ACTION_LENGTH_REQUIRED =
  "This form could not be sent: its size was not declared. Please reload the page and try again.";

export const SERVER_ACTION_MALFORMED =
  "This form could not be sent. Please reload the page and try again.";

/** React's encoding of an action's arguments: a JSON array (the root of the reply). */
function isArgumentList(text: string | null): boolean {
  if (text === null) return false;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * Whether a server-action request body is one React could have sent: its arguments as a JSON
 * array, as the whole body (text) or as form field "0" (multipart, when an argument is a file).
 * Anything else (`null`, `"x"`, broken JSON, a form without "0") would fail inside Next.js's
 * decoding with a 500; proxy.ts answers it 400 first.
 */
export async function isWellFormedActionBody(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data")) {
      const field = (await request.formData()).get("0");
      return isArgumentList(typeof field === "string" ? field : null);
    }
    return isArgumentList(await request.text());
  } catch {
    return false;
  }
}
