import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { messagesFor } from "@/lib/i18n/messages";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { PublicShell } from "@/components/layout/public-shell";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = { title: `Page not found | ${site.name}` };

/**
 * Any path no route matches (spec: a not-found page inside the public layout), with a real 404
 * status. A global not-found page is served on its own: a root `app/not-found.tsx` would be sent
 * inside every page's payload (navigation and footer a second time on every page).
 * `notFound()` in a page shows the not-found page of its area ((public), the seller area, admin).
 */
export default function GlobalNotFound() {
  setRequestLocale("en");
  return (
    <html lang="en-IN">
      <body className="min-h-screen font-sans antialiased">
        <NextIntlClientProvider locale="en" messages={messagesFor("en")} timeZone="Asia/Kolkata">
          <PublicShell locale="en">
            <NotFoundContent />
          </PublicShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
