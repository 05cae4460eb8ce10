import { findAdviceTopic } from "@/lib/content/advice-topics";
import { findService } from "@/lib/services/catalog";

/**
 * What a contact_requests row is about, in words: "Legal Assistance" for a service request,
 * "Consultation: Home loan and tax benefits" for an advice booking, "General enquiry" otherwise.
 */
export function describeContactRequest(kind: string, service: string | null): string {
  if (kind === "service") return findService(service ?? "")?.title ?? service ?? "Service request";
  if (kind === "advice") {
    const topic = findAdviceTopic(service ?? "")?.label ?? service;
    return topic ? `Consultation: ${topic}` : "Consultation";
  }
  return "General enquiry";
}
