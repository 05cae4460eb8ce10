/**
 * Which listing statuses each moderation action may start from, what it writes, and what the
 * seller is told. Shared by properties and projects. Pure: unit-tested without a database.
 */
import { endSentence } from "@/lib/format/sentence";
import type { ModerationAction, ModerationCommand } from "@/lib/validation/admin";
import type { ListingStatus } from "@/lib/validation/property-enums";

export const ALLOWED_FROM: Record<ModerationAction, readonly ListingStatus[]> = {
  approve: ["pending", "rejected", "blocked"],
  reject: ["pending", "active", "paused", "blocked"],
  block: ["draft", "pending", "active", "paused", "rejected", "sold", "rented", "expired"],
  feature: ["active"],
  unfeature: [
    "draft",
    "pending",
    "active",
    "paused",
    "rejected",
    "sold",
    "rented",
    "expired",
    "blocked",
  ],
  delete: [
    "draft",
    "pending",
    "active",
    "paused",
    "rejected",
    "sold",
    "rented",
    "expired",
    "blocked",
  ],
};

export const ACTION_VERBS: Record<ModerationAction, string> = {
  approve: "approved",
  reject: "rejected",
  block: "blocked",
  feature: "featured",
  unfeature: "unfeatured",
  delete: "deleted",
};

/** The columns a moderation action changes (the same names on properties and projects). */
export type ModerationPatch = {
  status?: ListingStatus;
  approvedAt?: Date;
  rejectionReason?: string | null;
  featuredUntil?: Date | null;
  heldStatus?: null;
  updatedAt: Date;
};

/** The end of a day in India: a listing featured "until 2026-12-31" stays featured all that day. */
export function endOfDayInIndia(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+05:30`);
}

export function patchFor(command: ModerationCommand, now: Date): ModerationPatch {
  switch (command.action) {
    case "approve":
      return {
        status: "active",
        approvedAt: now,
        rejectionReason: null,
        heldStatus: null,
        updatedAt: now,
      };
    case "reject":
      return {
        status: "rejected",
        rejectionReason: command.reason,
        featuredUntil: null,
        heldStatus: null,
        updatedAt: now,
      };
    case "block":
      return {
        status: "blocked",
        rejectionReason: command.reason,
        featuredUntil: null,
        heldStatus: null,
        updatedAt: now,
      };
    case "feature":
      return { featuredUntil: endOfDayInIndia(command.until), updatedAt: now };
    case "unfeature":
      return { featuredUntil: null, updatedAt: now };
    case "delete":
      return { status: "deleted", featuredUntil: null, heldStatus: null, updatedAt: now };
  }
}

/** Why one listing cannot take the action, or null when it can. */
export function refusalFor(
  action: ModerationAction,
  row: { id: number; title: string; status: ListingStatus },
  noun: "Listing" | "Project",
): string | null {
  if (ALLOWED_FROM[action].includes(row.status)) return null;
  const verb = action === "unfeature" ? "unfeatured" : ACTION_VERBS[action];
  return `${noun} #${row.id} “${row.title}” is ${row.status}, so it cannot be ${verb}. Nothing was changed.`;
}

export type SellerNotice = { kind: string; title: string; body: string; link: string };

/**
 * What the seller reads about a decision on their listing or project, or null when they need
 * not be told. Kinds, titles and links follow the seller workspace's notification vocabulary
 * (listing_approved, listing_rejected, project_approved, project_rejected).
 */
export function sellerNotice(
  command: ModerationCommand,
  target: { kind: "listing" | "project"; id: number; title: string },
): SellerNotice | null {
  const { kind, id, title } = target;
  const Noun = kind === "listing" ? "Listing" : "Project";
  const live = kind === "listing" ? `/saller/properties?listing=${id}` : "/saller/projects";
  const edit = kind === "listing" ? `/saller/property/${id}/edit` : `/saller/project/${id}/edit`;
  switch (command.action) {
    case "approve":
      return {
        kind: `${kind}_approved`,
        title: `${Noun} approved`,
        body: `"${title}" is now live for buyers.`,
        link: live,
      };
    case "reject":
      return {
        kind: `${kind}_rejected`,
        title: `${Noun} needs changes`,
        body: `"${title}" was not approved: ${command.reason}`,
        link: edit,
      };
    case "block":
      return {
        kind: `${kind}_blocked`,
        title: `${Noun} blocked`,
        body: `"${title}" was blocked by an administrator: ${command.reason}`,
        link: live,
      };
    case "feature":
      return {
        kind: `${kind}_featured`,
        title: `${Noun} featured`,
        body: `"${title}" is featured until ${command.until}.`,
        link: live,
      };
    case "delete":
      return {
        kind: `${kind}_removed`,
        title: `${Noun} removed`,
        body: `"${title}" was removed by an administrator.`,
        link: kind === "listing" ? "/saller/properties" : "/saller/projects",
      };
    case "unfeature":
      return null;
  }
}

/**
 * What the seller reads when an admin decides on the changes they made to a live listing or
 * project (lib/admin/listings/review-listing-edit.ts, review-project-edit.ts): approved changes
 * are live; rejected ones are not, and the approved version stays live.
 */
export function editDecisionNotice(target: {
  kind: "listing" | "project";
  id: number;
  /** The name buyers see now, and the one the edit proposed. */
  title: string;
  proposedTitle: string;
  decision: "approve" | "reject";
  reason: string | null;
}): SellerNotice {
  const { kind, id } = target;
  if (target.decision === "approve") {
    return {
      kind: `${kind}_approved`,
      title: "Changes approved",
      body: `Your changes to "${target.proposedTitle}" are now live for buyers.`,
      link: kind === "listing" ? `/saller/properties?listing=${id}` : "/saller/projects",
    };
  }
  return {
    kind: `${kind}_rejected`,
    title: "Changes not approved",
    body: `Your changes to "${target.title}" were not approved: ${endSentence(target.reason ?? "")} The ${kind} stays live as it was.`,
    link: kind === "listing" ? `/saller/property/${id}/edit` : `/saller/project/${id}/edit`,
  };
}
