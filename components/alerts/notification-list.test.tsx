import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { NotificationItem } from "@/lib/notifications/user-notifications";
import { NotificationList } from "./notification-list";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
jest.mock("@/components/i18n/use-localized-router", () => ({
  useLocalizedRouter: () => ({ refresh: () => {} }),
}));

const notice = (id: number, kind: string, title: string, body: string): NotificationItem => ({
  id,
  kind,
  title,
  body,
  link: null,
  read: true,
  createdAt: "2026-12-01T04:30:00.000Z",
});

/** The buyer's alerts as lib/alerts stores them (in English, with listings' own titles). */
const ITEMS: NotificationItem[] = [
  notice(
    1,
    "saved_search_match",
    "New match for “Indore flats”",
    "2 BHK Flat for Sale in Sukhliya, Indore — Sukhliya, Indore",
  ),
  notice(
    2,
    "price_drop",
    "Price drop: 3 BHK Flat for Rent in Baner, Pune",
    "₹85 L → ₹80 L — a property you saved.",
  ),
  notice(
    3,
    "saved_search_digest",
    "2 new properties match “Indore flats”",
    "2 BHK Flat for Sale in Sukhliya, Indore · Sea-facing flat, ready to move",
  ),
];

/** Each notice's title and body, as the list shows them. */
function shown(locale: Locale): string[] {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <NotificationList
        items={ITEMS}
        unread={0}
        markAllRead={async () => ({ ok: true, data: { updated: 0 } })}
      />
    </NextIntlClientProvider>,
  );
  return [
    ...html.matchAll(
      /<p class="(?:text-sm text-slate-700|mt-0\.5 text-sm text-slate-600)">([^<]*)<\/p>/g,
    ),
  ].map((m) => m[1]);
}

describe("My Profile's notifications", () => {
  it("word listings' titles and places in Hindi on Hindi pages, as listing cards do", () => {
    expect(shown("hi")).toEqual([
      "“Indore flats” से मिलती नई प्रॉपर्टी",
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट — सुखलिया, इंदौर",
      "कीमत घटी: बाणेर, पुणे में किराए के लिए 3 BHK फ्लैट",
      "₹85 लाख → ₹80 लाख — आपकी सेव की गई प्रॉपर्टी।",
      "“Indore flats” से 2 नई प्रॉपर्टी मिलती हैं",
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट · Sea-facing flat, ready to move",
    ]);
  });

  it("show them as stored on English pages", () => {
    expect(shown("en")).toEqual(ITEMS.flatMap((n) => [n.title, n.body]));
  });
});
