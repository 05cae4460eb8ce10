/**
 * Which listing statuses each moderation action may start from, what it writes, and what the
 * seller is told. Shared by properties and projects. Pure: unit-tested without a database.
 */
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

/** What the seller reads about a decision on their listing, or null when they need not be told. */
export function sellerNotice(
  command: ModerationCommand,
  noun: "listing" | "project",
  title: string,
): { title: string; body: string } | null {
  switch (command.action) {
    case "approve":
      return { title: `Your ${noun} “${title}” is live`, body: "It now appears in search." };
    case "reject":
      return { title: `Your ${noun} “${title}” was not approved`, body: command.reason };
    case "block":
      return { title: `Your ${noun} “${title}” was blocked`, body: command.reason };
    case "feature":
      return {
        title: `Your ${noun} “${title}” is featured`,
        body: `It is featured until ${command.until}.`,
      };
    case "delete":
      return { title: `Your ${noun} “${title}” was removed`, body: "An administrator removed it." };
    case "unfeature":
      return null;
  }
}
