import { OFFICE_HOURS_TEXT } from "@/lib/content/office-hours";
import { fullAddress, site } from "@/lib/site";

/**
 * The Grievance Officer named in the terms and the privacy policy, as the IT (Intermediary
 * Guidelines and Digital Media Ethics Code) Rules, 2021 and the DPDP Act, 2023 require.
 */
export const grievanceOfficer = {
  title: "Grievance Officer",
  organisation: site.name,
  email: site.email,
  phoneDisplay: site.phoneDisplay,
  address: fullAddress(),
  hours: OFFICE_HOURS_TEXT,
  acknowledgeWithin: "24 hours",
  resolveWithin: "15 days",
} as const;
