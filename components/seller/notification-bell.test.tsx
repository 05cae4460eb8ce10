import type * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { sellerClientMessages } from "@/lib/i18n/messages";
import type { NotificationItem } from "@/lib/notifications/user-notifications";
import { NotificationBell } from "./notification-bell";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
jest.mock("@/lib/notifications/actions", () => ({ markNotificationsReadAction: jest.fn() }));
jest.mock("./seller-queries", () => ({
  sellerKeys: { notifications: ["seller", "notifications"] },
  useNotifications: (initial: unknown) => ({ data: initial }),
}));

const notice = (id: number, title: string, body: string): NotificationItem => ({
  id,
  kind: "lead",
  title,
  body,
  link: `/saller/queries/${id}`,
  read: true,
  createdAt: "2026-12-01T04:30:00.000Z",
});

/** A seller's enquiry notices as lib/leads/create-lead.ts stores them, and a plan notice. */
const ITEMS: NotificationItem[] = [
  notice(
    1,
    "New enquiry for 2 BHK Flat for Sale in Sukhliya, Indore",
    "Meera Shah sent an enquiry.",
  ),
  notice(
    2,
    "Meera Shah viewed your number for Sea-facing flat, ready to move",
    "Meera Shah may call you about Sea-facing flat, ready to move.",
  ),
  notice(3, "New enquiry for your agent profile", "Meera Shah sent an enquiry: “Is it available?”"),
];

/** Each notice's title and body in the open dropdown (its one `false` state is `open`). */
function shown(locale: Locale): string[] {
  const react = jest.requireActual<typeof React>("react");
  const useState = react.useState;
  jest
    .spyOn(react, "useState")
    .mockImplementation(((initial: unknown) =>
      initial === false ? [true, () => {}] : useState(initial)) as typeof React.useState);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider
        locale={locale}
        messages={sellerClientMessages(locale)}
        timeZone="Asia/Kolkata"
      >
        <NotificationBell initial={{ items: ITEMS, unread: 0 }} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  jest.restoreAllMocks();
  return [
    ...html.matchAll(/<p class="text-(?:sm text-slate-700|xs text-slate-600)">([^<]*)<\/p>/g),
  ].map((m) => m[1].replace(/&quot;/g, '"'));
}

describe("the seller's notification bell", () => {
  it("words enquiry notices in Hindi on Hindi pages, the listing as listing cards name it", () => {
    expect(shown("hi")).toEqual([
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट के लिए नई पूछताछ",
      "Meera Shah ने पूछताछ भेजी।",
      "Meera Shah ने Sea-facing flat, ready to move के लिए आपका नंबर देखा",
      "Meera Shah आपको Sea-facing flat, ready to move के बारे में कॉल कर सकते हैं।",
      "आपकी एजेंट प्रोफ़ाइल के लिए नई पूछताछ",
      "Meera Shah ने पूछताछ भेजी: “Is it available?”",
    ]);
  });

  it("shows them as stored on English pages", () => {
    expect(shown("en")).toEqual(ITEMS.flatMap((n) => [n.title, n.body]));
  });
});
