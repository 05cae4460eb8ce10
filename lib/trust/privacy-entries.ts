import "server-only";
import { eq } from "drizzle-orm";
import {
  adminReference,
  ownedRows,
  selectRows,
  type PersonalDataEntry,
} from "@/lib/privacy/registry-types";
import {
  availabilityReports,
  listingChecks,
  listingConfirmations,
  photoHashes,
  priceHistory,
  trustFlags,
} from "@/lib/db/schema";

/** The trust tables' personal data (issue 27), for lib/privacy's export and erasure. */
export const TRUST_PERSONAL_DATA: readonly PersonalDataEntry[] = [
  ownedRows(listingChecks, listingChecks.requestedBy, "ownerDocuments", {
    why: "The owner's documents you sent for checking are deleted with your account.",
  }),
  adminReference(listingChecks, listingChecks.checkedBy, "checked an owner's document"),
  ownedRows(photoHashes, photoHashes.sellerId, "photoFingerprints", {
    omit: ["hash", "band0", "band1", "band2", "band3"],
    why: "The position and date read from your photos are deleted with your account.",
  }),
  ownedRows(listingConfirmations, listingConfirmations.sellerId, "stillAvailableQuestions"),
  ownedRows(availabilityReports, availabilityReports.userId, "noLongerAvailableReports"),
  {
    table: "price_history",
    columns: ["changed_by"],
    section: "priceChanges",
    exportRows: (db, s) => selectRows(db, priceHistory, eq(priceHistory.changedBy, s.id)),
    rule: "anonymise",
    erase: async (tx, s) => {
      await tx
        .update(priceHistory)
        .set({ changedBy: null })
        .where(eq(priceHistory.changedBy, s.id));
    },
    why: "Price changes you made stay in a listing's price history, no longer linked to you.",
  },
  adminReference(trustFlags, trustFlags.decidedBy, "decided a duplicate or fake flag"),
];
