"use client";

import { useEffect, useState } from "react";
import { loadPreviousEnquiryAction } from "@/lib/messages/actions";
import type { PreviousEnquiry } from "@/lib/messages/previous-enquiry";
import type { EnquiryTarget } from "@/lib/validation/enquiry-values";
import { hasGuestThreads } from "./guest-threads";

/**
 * The visitor's earlier enquiry about this listing, asked after the (cached) page loads — only
 * for a signed-in visitor or a guest who confirmed a number in this browser.
 */
export function usePreviousEnquiry(
  target: { type: EnquiryTarget; id: number },
  signedIn: boolean,
  ready: boolean,
): { loading: boolean; previous: PreviousEnquiry | null } {
  const [state, setState] = useState<{ key: string; previous: PreviousEnquiry | null } | null>(
    null,
  );
  const key = `${target.type}:${target.id}:${signedIn}`;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const ask: Promise<PreviousEnquiry | null> =
      signedIn || hasGuestThreads()
        ? loadPreviousEnquiryAction({ targetType: target.type, targetId: target.id }).then(
            (result) => (result.ok ? result.data : null),
          )
        : Promise.resolve(null);
    void ask
      .catch(() => null)
      .then((previous) => {
        if (live) setState({ key, previous });
      });
    return () => {
      live = false;
    };
  }, [key, ready, signedIn, target.id, target.type]);
  return state?.key === key
    ? { loading: false, previous: state.previous }
    : { loading: true, previous: null };
}
