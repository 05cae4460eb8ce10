"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { resolveThreadReportAction } from "@/lib/messages/actions";

export function ResolveReportButton({ threadId }: { threadId: number }) {
  const router = useLocalizedRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await resolveThreadReportAction({ threadId });
          if (result.ok) {
            toast.success(result.message ?? "Report resolved.");
            router.refresh();
          } else toast.error(result.message);
        })
      }
    >
      Resolve
    </Button>
  );
}
