import "server-only";
import type { Actor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { contactRequests } from "@/lib/db/schema";
import { contactRequestSchema, type ContactRequest } from "@/lib/validation/contact";
import { consumeFormRateLimit } from "./form-rate-limit";

export type CreateContactRequestContext = {
  /** The signed-in account, if any: its id is kept on the request. */
  actor: Pick<Actor, "id"> | null;
  /** The sender's IP address, for the rate limit. */
  clientIp: string;
};

export type CreatedContactRequest = { id: number; kind: ContactRequest["kind"] };

/** Maps a parsed request onto the contact_requests columns. */
function toRow(request: ContactRequest) {
  const base = {
    kind: request.kind,
    name: request.name,
    phone: request.phone,
    email: request.email ?? null,
    message: request.message,
  };
  switch (request.kind) {
    case "service":
      return { ...base, service: request.service, city: request.city };
    case "advice":
      // For consultations the service column holds the topic slug (lib/content/advice-topics).
      return { ...base, service: request.topic, preferredDate: request.preferredDate };
    case "contact":
      return base;
  }
}

/**
 * Stores a request from a public form (contact page, a service page or an advice consultation).
 * Anyone may send one; bad input throws a ZodError (field messages, nothing stored) and too many
 * requests from one sender throw a 429.
 */
export async function createContactRequest(
  input: unknown,
  context: CreateContactRequestContext,
): Promise<CreatedContactRequest> {
  const request = contactRequestSchema.parse(input);
  await consumeFormRateLimit(context.clientIp, request.phone);
  const db = await getDb();
  const [row] = await db
    .insert(contactRequests)
    .values({ ...toRow(request), userId: context.actor?.id ?? null })
    .returning({ id: contactRequests.id });
  return { id: row.id, kind: request.kind };
}
