"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { Button } from "./button";

/** "Previous · Page 2 of 5 · Next" for a list paged on the client; nothing when one page holds all. */
export function Pager({
  page,
  pages,
  onPage,
  label = "Pages",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const phrase = usePhrase();
  if (pages <= 1) return null;
  return (
    <nav aria-label={phrase(label)} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="quiet" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {phrase("Previous")}
      </Button>
      <span aria-live="polite">{phrase(`Page ${page} of ${pages}`)}</span>
      <Button variant="quiet" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {phrase("Next")}
      </Button>
    </nav>
  );
}
