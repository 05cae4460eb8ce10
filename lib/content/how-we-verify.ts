/**
 * /how-we-verify: what each check on a listing means, who makes it and when it shows. The
 * numbers come from the rules' own modules, so the page and the code agree.
 */
import {
  ANSWER_WITHIN_DAYS,
  BUYER_REPORTS_TO_ASK,
  RECONFIRM_EVERY_DAYS,
} from "@/lib/trust/reconfirm-rules";
import { PHOTO_MAX_AGE_DAYS, PHOTO_MAX_KM } from "@/lib/trust/photo-check";
import { CHECK_HEADLINES } from "@/lib/trust/check-words";

export type VerifySection = { id: string; title: string; paragraphs: string[] };

export const HOW_WE_VERIFY: { lead: string; sections: VerifySection[] } = {
  lead: "A listing on LAND Acre says in words what we checked, when, and who checked it — never a bare “verified” badge. A check that was not made is not claimed.",
  sections: [
    {
      id: "phone",
      title: CHECK_HEADLINES.phone,
      paragraphs: [
        "Every seller signs up with an Indian mobile number and types the one-time code we send to it. The listing shows the date the number was verified.",
      ],
    },
    {
      id: "documents",
      title: CHECK_HEADLINES.documents,
      paragraphs: [
        "The seller uploads a sale deed, property tax receipt or utility bill for the listing. It is kept in private storage that only the seller and our verification team can open.",
        "Someone on our team matches the owner's name and the address on the document with the listing, then approves it or rejects it with a reason. Approved, the listing says “Owner's documents checked on <date>” and appears under the “Documents checked” search filter.",
      ],
    },
    {
      id: "rera",
      title: CHECK_HEADLINES.rera,
      paragraphs: [
        "Projects and agents quote their registration number under the Real Estate (Regulation and Development) Act, 2016. We check that the number has the shape the state's authority issues and link to that authority's website, where you can look the number up yourself.",
        "A project on more than 500 m² of land or with more than 8 units cannot be published without a registration number.",
      ],
    },
    {
      id: "photos",
      title: CHECK_HEADLINES.photos,
      paragraphs: [
        `When a photo carries the camera's position and date, we check that it was taken within ${PHOTO_MAX_KM} km of the listing and within ${Math.round(PHOTO_MAX_AGE_DAYS / 30.4)} months of posting. We read these data before the photo is published and then remove them from the published file.`,
        "Many phones and apps remove this data. A photo without it makes no claim either way.",
      ],
    },
    {
      id: "current",
      title: "Kept current",
      paragraphs: [
        `Every ${RECONFIRM_EVERY_DAYS} days we ask the seller whether a live listing is still available, by e-mail, SMS and a notice in their account. A listing whose seller does not answer within ${ANSWER_WITHIN_DAYS} days is paused and leaves search until the seller confirms it. Listing pages say when the listing was last confirmed available.`,
        `If you find a listing is gone, press “No longer available?” on it. When ${BUYER_REPORTS_TO_ASK} different buyers do, we ask the seller at once.`,
      ],
    },
    {
      id: "duplicates",
      title: "Duplicates and fakes",
      paragraphs: [
        "When a listing is posted or edited we look for the same photo on another seller's listing, the same flat (locality, type, BHK and area within 2 %) from another seller, an “owner” account that looks like a broker, and a price 40 % or more below the locality's median. Our team reviews each case with the evidence side by side.",
        "Every price change is kept and shown on the listing, with the date of the latest reduction.",
      ],
    },
  ],
};
