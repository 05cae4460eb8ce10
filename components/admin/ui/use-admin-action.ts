"use client";

import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";

/**
 * Runs a server action, toasts its message and refreshes the server-rendered page on success.
 * Returns the result so a dialog can show field messages.
 */
export function useAdminAction() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const run = useCallback(
    async <T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> => {
      let result: ActionResult<T>;
      try {
        result = await action();
      } catch {
        result = { ok: false, message: "Something went wrong. Please try again.", status: 500 };
      }
      if (result.ok) {
        toast.success(result.message ?? "Saved.");
        startTransition(() => router.refresh());
      } else if (!result.fieldErrors) {
        toast.error(result.message);
      }
      return result;
    },
    [router],
  );
  return { run, refreshing };
}
