import { formatDateTime } from "@/lib/format/date";
import { formatPaise } from "@/lib/format/money";

/**
 * What an audit entry says, field by field, in words: labels instead of stored keys, money in
 * rupees, instants in Indian time. `from` is null for a field only the "after" side has (a new
 * value), `to` is null for a field only the "before" side has (context, e.g. the amount of a
 * refunded payment). Isomorphic and pure.
 */
export type AuditChange = { field: string; from: string | null; to: string | null };

const FIELD_LABELS: Record<string, string> = {
  amountPaise: "Amount",
  endsAt: "Ends",
  startsAt: "Starts",
  refundId: "Refund",
  refundedPaise: "Refunded",
  subscriptionId: "Subscription",
  planId: "Plan",
  featuredUntil: "Featured until",
  listingQuota: "Listings",
  featuredQuota: "Featured listings",
  durationDays: "Days",
  sellerKind: "For",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function parse(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: json };
  }
}

/** "featuredUntil" → "Featured until"; known keys by their label. */
export function auditFieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/Paise$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** A stored value as a person reads it. */
export function auditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key.endsWith("Paise") && typeof value === "number") return formatPaise(value);
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The fields of an entry: those whose value changed (from → to), those only "after" has (new),
 * and those only "before" has (context). Fields equal on both sides are left out.
 */
export function auditChanges(beforeJson: string | null, afterJson: string | null): AuditChange[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      field: auditFieldLabel(key),
      from: key in before ? auditValue(key, before[key]) : null,
      to: key in after ? auditValue(key, after[key]) : null,
    }));
}

const ACTION_LABELS: Record<string, string> = {
  "subscription.grant": "Plan granted",
  "payment.refund": "Payment refunded",
  "account.block": "Account blocked",
  "account.unblock": "Account unblocked",
  "seller.verify": "Seller verified",
  "seller.unverify": "Seller verification removed",
  "plan.create": "Plan created",
  "plan.update": "Plan edited",
  "plan.archive": "Plan archived",
  "plan.restore": "Plan restored",
  "enquiry.status": "Enquiry status changed",
  "listing_report.dismiss": "Buyer reports dismissed",
  "listing_report.resolve": "Buyer reports resolved",
  "listing_report.reject": "Rejected after buyer reports",
  "listing_report.block": "Blocked after buyer reports",
};

/** An audit action as words: "subscription.grant" → "Plan granted", "property.approve" →
 * "Property: approve". */
export function auditActionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const [entity, ...verb] = action.split(".");
  const words = (s: string) => s.replace(/[_-]+/g, " ").trim();
  const subject = words(entity);
  const capital = subject ? subject[0].toUpperCase() + subject.slice(1) : action;
  return verb.length ? `${capital}: ${words(verb.join(" "))}` : capital;
}
