import "server-only";
import type { Db } from "@/lib/db/client";
import { createNotification } from "./create-notification";

type Writer = Pick<Db, "insert">;
type Listing = { sellerId: number; id: number; title: string };

/**
 * The notifications other areas send to sellers. The admin review screen calls the first two
 * when it approves or rejects; lead creation calls notifyNewEnquiry.
 */
export function notifyListingApproved(db: Writer, listing: Listing): Promise<void> {
  return createNotification(db, {
    userId: listing.sellerId,
    kind: "listing_approved",
    title: "Listing approved",
    body: `"${listing.title}" is now live for buyers.`,
    link: `/saller/properties?listing=${listing.id}`,
  });
}

export function notifyListingRejected(
  db: Writer,
  listing: Listing & { reason: string },
): Promise<void> {
  return createNotification(db, {
    userId: listing.sellerId,
    kind: "listing_rejected",
    title: "Listing needs changes",
    body: `"${listing.title}" was not approved: ${listing.reason}`,
    link: `/saller/property/${listing.id}/edit`,
  });
}

export function notifyProjectReviewed(
  db: Writer,
  project: { builderId: number; id: number; name: string; approved: boolean; reason?: string },
): Promise<void> {
  return createNotification(db, {
    userId: project.builderId,
    kind: project.approved ? "project_approved" : "project_rejected",
    title: project.approved ? "Project approved" : "Project needs changes",
    body: project.approved
      ? `"${project.name}" is now live for buyers.`
      : `"${project.name}" was not approved: ${project.reason ?? ""}`,
    link: project.approved ? "/saller/projects" : `/saller/project/${project.id}/edit`,
  });
}

export function notifyNewEnquiry(
  db: Writer,
  lead: { sellerId: number; buyerName: string; about: string | null },
): Promise<void> {
  return createNotification(db, {
    userId: lead.sellerId,
    kind: "new_enquiry",
    title: "New enquiry",
    body: lead.about
      ? `${lead.buyerName} asked about "${lead.about}".`
      : `${lead.buyerName} sent you an enquiry.`,
    link: "/saller/queries/manage",
  });
}

export function notifyVerificationDecided(
  db: Writer,
  request: { sellerId: number; approved: boolean; reason?: string | null },
): Promise<void> {
  return createNotification(db, {
    userId: request.sellerId,
    kind: request.approved ? "verification_approved" : "verification_rejected",
    title: request.approved ? "You are now a verified agent" : "Verification request declined",
    body: request.approved
      ? "Your RERA registration was checked. Buyers now see the verified badge on your listings."
      : `Your verification request was declined: ${request.reason ?? ""}`,
    link: "/saller/verification",
  });
}
