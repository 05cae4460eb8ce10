import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { messagesFor } from "@/lib/i18n/messages";
import { site } from "@/lib/site";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";
import "../globals.css";

export const metadata: Metadata = rootMetadata("en", site.tagline, site.description);
export const viewport = rootViewport;

/** The admin console's root: English only (it has no Hindi copy). */
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale("en");
  return (
    <html lang="en-IN">
      <body className="min-h-screen font-sans antialiased">
        <NextIntlClientProvider locale="en" messages={messagesFor("en")} timeZone="Asia/Kolkata">
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
