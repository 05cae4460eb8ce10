"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useQueryClient } from "@tanstack/react-query";

import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { dataOrThrow } from "@/lib/actions/result";
import { changeListingStatusAction } from "@/lib/listings/actions";
import { forgetListingTables } from "./seller-queries";

/** Renews one listing for another 90 days, then refreshes the page's server data. */
export function RenewButton({ id, title }: { id: number; title: string }) {
  const router = useLocalizedRouter();
  const t = useTranslations("seller.rowActions");
  const client = useQueryClient();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`${t("renew")}: ${title}`}
      className="rounded border border-green-600 px-2 py-1 text-xs font-semibold text-green-700 hover:bg-green-50 disabled:opacity-50"
      onClick={() =>
        start(async () => {
          try {
            await dataOrThrow(changeListingStatusAction(id, { action: "renew" }));
            toast.success("Listing renewed for 90 days.");
            forgetListingTables(client);
            router.refresh();
          } catch (error) {
            toast.error((error as Error).message);
          }
        })
      }
    >
      {pending ? t("renewing") : t("renew")}
    </button>
  );
}
