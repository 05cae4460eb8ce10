"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { ErrorContent } from "@/components/layout/error-content";

/**
 * A public page failed while rendering (the public pages' and the results' error.tsx): the error
 * screen inside the page's frame, with a retry. Next.js keeps no cached copy of a failed render and
 * answers it 500 (503 + Retry-After during a database outage, lib/http/outage-status-hook.ts).
 */
export function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  useEffect(() => {
    console.error("public page error", error.digest ?? error.message);
  }, [error]);
  return (
    <ErrorContent
      digest={error.digest}
      retrying={retrying}
      // Ask the server again (refresh), then redraw the segment from the new payload (reset).
      onRetry={() =>
        startRetry(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
