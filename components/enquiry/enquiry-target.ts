import "server-only";
import { updateTag } from "next/cache";
import { tags } from "@/lib/cache-tags";
import { ENQUIRY_SENT_MESSAGES, type EnquiryTarget } from "@/lib/validation/lead";

type Target = { targetType: EnquiryTarget; targetId: number };

/**
 * What both enquiry actions do around the lead: the success message for the kind of target, and
 * the cache refresh of the page the enquiry came from once the lead exists.
 */
export function enquiryTarget(target: Target | null) {
  return {
    message: target ? ENQUIRY_SENT_MESSAGES[target.targetType] : undefined,
    refresh(): void {
      if (target?.targetType === "property") updateTag(tags.property(target.targetId));
      if (target?.targetType === "project") updateTag(tags.project(target.targetId));
    },
  };
}
