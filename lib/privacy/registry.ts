import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import {
  alertSettings,
  billingDetails,
  creditNotes,
  brokerRequests,
  consentRecords,
  contactRequests,
  dataRequests,
  emailOutbox,
  favourites,
  invoices,
  leads,
  listingDrafts,
  listingReports,
  localityReviews,
  notifications,
  otpCodes,
  payments,
  priceDropDeliveries,
  projects,
  properties,
  refunds,
  reviewReports,
  reviewVotes,
  savedSearchMatches,
  savedSearches,
  sellerProfiles,
  shortlistShares,
  smsOutbox,
  subscriptions,
} from "@/lib/db/schema";
import { MESSAGE_PERSONAL_DATA } from "@/lib/messages/privacy-entries";
import { TRUST_PERSONAL_DATA } from "@/lib/trust/privacy-entries";
import { eraseAccountRow, exportAccountRow } from "./account-row";
import { adminReference, ownedRows, selectRows, type PersonalDataEntry } from "./registry-types";

/** What an enquiry the person sent looks like to its seller after deletion. */
export const ANONYMOUS_SENDER = "Former LAND Acre user";

const GST_RETENTION =
  "Tax records are kept for 8 years (GST law: 72 months after the year's annual return is due).";

/**
 * Every table that holds personal data, in the order deletion runs (the account row last). The
 * coverage test (lib/privacy/__tests__/registry-coverage.test.ts) reads the database catalogue
 * and fails for any column that references `users` or names a person which no entry lists.
 */
export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  ownedRows(consentRecords, consentRecords.userId, "consents", {
    why: "Your marketing choices; nothing is sent after deletion.",
  }),
  ownedRows(notifications, notifications.userId, "notifications"),
  ownedRows(savedSearchMatches, savedSearchMatches.userId, "savedSearchMatches"),
  ownedRows(savedSearches, savedSearches.userId, "savedSearches"),
  ownedRows(alertSettings, alertSettings.userId, "alertSettings", { also: ["price_drop_email"] }),
  ownedRows(priceDropDeliveries, priceDropDeliveries.userId, "priceDropAlerts"),
  ownedRows(favourites, favourites.userId, "favourites"),
  ownedRows(shortlistShares, shortlistShares.userId, "shortlistShare"),
  ownedRows(localityReviews, localityReviews.userId, "localityReviews", {
    why: "Your reviews are removed from the locality pages.",
  }),
  adminReference(localityReviews, localityReviews.decidedBy, "moderated a review"),
  ownedRows(reviewVotes, reviewVotes.userId, "reviewVotes"),
  ownedRows(reviewReports, reviewReports.userId, "reviewReports"),
  {
    table: "listing_reports",
    columns: ["user_id"],
    section: "listingReports",
    exportRows: (db, s) => selectRows(db, listingReports, eq(listingReports.userId, s.id)),
    rule: "anonymise",
    erase: async (tx, s) => {
      await tx.update(listingReports).set({ userId: null }).where(eq(listingReports.userId, s.id));
    },
    why: "Your reports of listings stay for moderation, no longer linked to you.",
  },
  adminReference(listingReports, listingReports.resolvedBy, "closed a report of a listing"),
  ...MESSAGE_PERSONAL_DATA,
  {
    table: "leads",
    columns: ["user_id", "email", "phone"],
    section: "enquiriesSent",
    exportRows: (db, s) => selectRows(db, leads, eq(leads.userId, s.id)),
    rule: "anonymise",
    erase: async (tx, s) => {
      await tx
        .update(leads)
        .set({ userId: null, name: ANONYMOUS_SENDER, phone: "", email: null, message: "" })
        .where(and(ne(leads.sellerId, s.id), or(eq(leads.userId, s.id), eq(leads.phone, s.phone))));
    },
    why: "Sellers keep a record that an enquiry came, without your name, number, e-mail or message.",
  },
  ownedRows(leads, leads.sellerId, "enquiriesReceived", {
    why: "Enquiries you received are deleted with your account.",
  }),
  {
    table: "contact_requests",
    columns: ["user_id", "email", "phone"],
    section: "contactRequests",
    exportRows: (db, s) =>
      selectRows(
        db,
        contactRequests,
        or(
          eq(contactRequests.userId, s.id),
          eq(contactRequests.email, s.email),
          eq(contactRequests.phone, s.phone),
        ),
      ),
    rule: "delete",
    erase: async (tx, s) => {
      await tx
        .delete(contactRequests)
        .where(
          or(
            eq(contactRequests.userId, s.id),
            eq(contactRequests.email, s.email),
            eq(contactRequests.phone, s.phone),
          ),
        );
    },
    why: "Requests from the contact and service forms, matched by account, e-mail or phone.",
  },
  ownedRows(listingDrafts, listingDrafts.sellerId, "listingDraft"),
  {
    table: "properties",
    columns: ["seller_id"],
    section: "listings",
    exportRows: (db, s) => selectRows(db, properties, eq(properties.sellerId, s.id), ["cityWords"]),
    rule: "unpublish",
    erase: async (tx, s) => {
      await tx
        .update(properties)
        .set({ status: "deleted", heldStatus: null, featuredUntil: null, updatedAt: sql`now()` })
        .where(and(eq(properties.sellerId, s.id), ne(properties.status, "deleted")));
    },
    why: "Your listings are taken off the site at once.",
  },
  {
    table: "projects",
    columns: ["builder_id"],
    section: "projects",
    exportRows: (db, s) => selectRows(db, projects, eq(projects.builderId, s.id)),
    rule: "unpublish",
    erase: async (tx, s) => {
      await tx
        .update(projects)
        .set({ status: "deleted", heldStatus: null, updatedAt: sql`now()` })
        .where(and(eq(projects.builderId, s.id), ne(projects.status, "deleted")));
    },
    why: "Your projects are taken off the site at once.",
  },
  ownedRows(brokerRequests, brokerRequests.sellerId, "agentVerificationRequests"),
  adminReference(brokerRequests, brokerRequests.decidedBy, "decided an agent's request"),
  {
    table: "subscriptions",
    columns: ["seller_id"],
    section: "subscriptions",
    exportRows: (db, s) => selectRows(db, subscriptions, eq(subscriptions.sellerId, s.id)),
    rule: "keep",
    why: `Plans bought: ${GST_RETENTION}`,
  },
  adminReference(subscriptions, subscriptions.grantedBy, "granted a plan"),
  {
    table: "payments",
    columns: ["seller_id"],
    section: "payments",
    exportRows: (db, s) => selectRows(db, payments, eq(payments.sellerId, s.id)),
    rule: "keep",
    why: `Payments back the invoices: ${GST_RETENTION}`,
  },
  adminReference(refunds, refunds.actorId, "refunded a payment"),
  {
    table: "credit_notes",
    columns: ["seller_id"],
    section: "creditNotes",
    exportRows: (db, s) => selectRows(db, creditNotes, eq(creditNotes.sellerId, s.id)),
    rule: "keep",
    why: `Credit notes for refunds: ${GST_RETENTION}`,
  },
  ownedRows(billingDetails, billingDetails.userId, "billingDetails", {
    why: "Your saved billing name, address and GSTIN are deleted (issued invoices keep their copy).",
  }),
  {
    table: "invoices",
    columns: ["seller_id", "billed_email"],
    section: "invoices",
    exportRows: (db, s) => selectRows(db, invoices, eq(invoices.sellerId, s.id)),
    rule: "keep",
    erase: async (tx, s) => {
      await tx.update(invoices).set({ billedEmail: "" }).where(eq(invoices.sellerId, s.id));
    },
    why: `Invoices keep the name, address, GSTIN and place of supply printed on them; the e-mail is removed. ${GST_RETENTION}`,
  },
  {
    table: "audit_log",
    columns: ["actor_id"],
    section: null,
    rule: "keep",
    why: "The security log of changes made on the site is kept for one year (DPDP Rules 2025).",
  },
  {
    table: "data_requests",
    columns: ["user_id"],
    section: "dataRequests",
    exportRows: (db, s) => selectRows(db, dataRequests, eq(dataRequests.userId, s.id)),
    rule: "keep",
    why: "The dates of your export and deletion requests: the record that we answered them.",
  },
  {
    table: "otp_codes",
    columns: ["phone"],
    section: null,
    rule: "delete",
    erase: async (tx, s) => {
      await tx.delete(otpCodes).where(eq(otpCodes.phone, s.phone));
    },
    why: "One-time codes sent to your phone (only their hashes are stored).",
  },
  {
    table: "sms_outbox",
    columns: ["phone"],
    section: null,
    rule: "delete",
    erase: async (tx, s) => {
      await tx.delete(smsOutbox).where(eq(smsOutbox.phone, s.phone));
    },
    why: "Copies of text messages kept by the development SMS provider.",
  },
  {
    table: "email_outbox",
    columns: ["to_address"],
    section: null,
    rule: "delete",
    erase: async (tx, s) => {
      await tx.delete(emailOutbox).where(eq(emailOutbox.to, s.email));
    },
    why: "Copies of e-mails kept by the development e-mail provider.",
  },
  ...TRUST_PERSONAL_DATA,
  ownedRows(sellerProfiles, sellerProfiles.userId, "sellerProfile"),
  {
    table: "users",
    columns: ["email", "phone"],
    section: "account",
    exportRows: exportAccountRow,
    rule: "anonymise",
    erase: eraseAccountRow,
    why: "Your name, e-mail, phone, password and photo are erased; an empty record keeps the invoices' link.",
  },
];

/** The tables the registry covers, with the columns listed for each. */
export function coveredColumns(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const entry of PERSONAL_DATA) {
    const set = map.get(entry.table) ?? new Set<string>();
    for (const column of entry.columns) set.add(column);
    map.set(entry.table, set);
  }
  return map;
}

/** What deletion does, once per distinct sentence, for the privacy page (kept items first). */
export function deletionSummary(): { rule: PersonalDataEntry["rule"]; why: string }[] {
  const seen = new Set<string>();
  const order = { keep: 0, anonymise: 1, unpublish: 2, delete: 3 } as const;
  return PERSONAL_DATA.filter((e) => e.section && !seen.has(e.why) && seen.add(e.why))
    .map((e) => ({ rule: e.rule, why: e.why }))
    .sort((a, b) => order[a.rule] - order[b.rule]);
}
