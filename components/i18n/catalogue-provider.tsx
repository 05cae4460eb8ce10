"use client";

import { NextIntlClientProvider } from "next-intl";
import { use } from "react";
import { loadCatalogue } from "@/lib/i18n/catalogue-source";
import type { CatalogueRef } from "@/lib/i18n/messages";

/**
 * The language provider of client components with the catalogue named by `catalogue`: rendered
 * on the server from the catalogue itself; in the browser from its file, fetched once (the page
 * carries only the file's address, not the words).
 */
export function CatalogueProvider({
  catalogue,
  children,
}: {
  catalogue: CatalogueRef;
  children: React.ReactNode;
}) {
  const found = loadCatalogue(catalogue);
  const messages = found instanceof Promise ? use(found) : found;
  return (
    <NextIntlClientProvider locale={catalogue.locale} messages={messages} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
