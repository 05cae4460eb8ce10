import { resolveActor } from "@/lib/auth/current-user";
import { refreshEnquiredPage } from "@/lib/cache/expire-tags";
import { parseFormInput } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { createLead } from "@/lib/leads/create-lead";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { ENQUIRY_SENT_MESSAGES, enquirySchema, type EnquiryInput } from "@/lib/validation/lead";

/**
 * POST /api/enquiries {targetType, targetId, message}: an enquiry from a signed-in visitor (the
 * account's name and phone) to a listing's seller, a project's builder or an agent.
 * 201 {message, data: {leadId, threadId}}; 400 {message, errors} per field; 401 signed out;
 * 404 when the target no longer takes enquiries; 409 for a repeat inside 48 hours; 429 with
 * Retry-After past the daily cap or the per-address limit. A route handler rather than a server
 * action, so a refusal is a real HTTP 429 (an action's status is always 200).
 */
export const POST = route(async ({ req }) => {
  const raw: unknown = await req.json();
  const input = parseFormInput(enquirySchema, raw);
  const actor = await resolveActor("visitor");
  // The input as sent (checked above): lib/ parses it again itself.
  const { leadId, threadId } = await createLead(actor, raw as EnquiryInput, new Date(), {
    ip: clientIpFrom(req.headers),
  });
  refreshEnquiredPage(input);
  return Response.json(
    { message: ENQUIRY_SENT_MESSAGES[input.targetType], data: { leadId, threadId } },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
