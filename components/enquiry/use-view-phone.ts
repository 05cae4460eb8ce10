"use client";

import { useState, useTransition } from "react";
import { viewPhoneAction } from "@/lib/messages/actions";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";

export type PhoneReveal = { phone: string; threadId: number };

/**
 * "View phone number": asks the server for the seller's number (a signed-in buyer with a
 * verified phone; it opens a conversation and counts as a lead, at most 20 a day).
 */
export function useViewPhone(targetType: EnquiryTarget, targetId: number) {
  const [revealed, setRevealed] = useState<PhoneReveal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  function reveal(then?: (r: PhoneReveal) => void) {
    setError(null);
    start(async () => {
      const result = await viewPhoneAction({ targetType, targetId });
      if (result.ok) {
        setRevealed(result.data);
        then?.(result.data);
      } else setError(result.message);
    });
  }
  return { revealed, error, pending, reveal };
}

/** "+91 98765 43210" → "tel:+919876543210". */
export function telOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
