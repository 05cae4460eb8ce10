import "server-only";
import { businessGstin } from "@/lib/env";
import { site } from "@/lib/site";
import { stateOfGstin } from "@/lib/validation/gstin";

/**
 * Who issues our tax invoices: our GSTIN (required on a real deployment, else invoicing stops
 * here) and our state for the GST split — the GSTIN's state code, or lib/site.ts's address.
 */
export function supplier(): { gstin: string; state: string } {
  const gstin = businessGstin();
  return { gstin, state: (gstin && stateOfGstin(gstin)) || site.address.state };
}
