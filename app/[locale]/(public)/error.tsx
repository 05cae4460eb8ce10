"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { ErrorContent } from "@/components/layout/error-content";

/** A public page failed while rendering: the error screen inside the public shell, with a retry. */
export default function PublicError({
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
