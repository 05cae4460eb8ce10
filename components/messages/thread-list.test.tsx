import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { ThreadSummary } from "@/lib/messages/list-threads";
import { DELETED_MESSAGE, EMPTY_ENQUIRY_TEXT, PHONE_SHARED_TEXT } from "@/lib/messages/system-note";
import { slotLabel } from "@/lib/messages/visits/visit-time";
import { ThreadList } from "./thread-list";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const booked = `Site visit booked for ${slotLabel({ date: "2026-12-05", window: "afternoon" })}.`;
// What a buyer typed stays as typed, even when it is words the catalogue has ("Contractors").
const PREVIEWS = [EMPTY_ENQUIRY_TEXT, PHONE_SHARED_TEXT, booked, DELETED_MESSAGE, "Contractors"];

const threads: ThreadSummary[] = PREVIEWS.map((preview, i) => ({
  id: i + 1,
  subject: `2 BHK in Baner ${i + 1}`,
  target: "property",
  otherName: "Asha Rao",
  preview,
  lastMessageAt: "2026-12-01T04:30:00.000Z",
  unread: 0,
  status: "Waiting for a reply",
}));

function list(locale: Locale, shown: ThreadSummary[]): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <ThreadList threads={shown} hrefFor={(id) => `/profile/messages/${id}`} showStatus empty="" />
    </NextIntlClientProvider>,
  );
}

/** Each conversation's preview line, as the list shows it. */
function previews(locale: Locale): string[] {
  const html = list(locale, threads);
  return [...html.matchAll(/<p class="truncate text-sm text-slate-500">([^<]*)<\/p>/g)].map((m) =>
    m[1].replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
  );
}

describe("the buyer's conversation list", () => {
  it("shows the site's own lines in Hindi on Hindi pages, as the conversation does", () => {
    expect(previews("hi")).toEqual([
      "बिना संदेश के पूछताछ भेजी गई।",
      "खरीदार ने अपना फ़ोन नंबर शेयर किया।",
      "साइट विज़िट शनि, 5 दिस॰ 2026, दोपहर 3 – शाम 6 बजे के लिए बुक हो गई।",
      "यह संदेश भेजने वाले का खाता हटाए जाने के साथ हट गया।",
      "Contractors",
    ]);
  });

  it("shows every preview as stored on English pages", () => {
    expect(previews("en")).toEqual(PREVIEWS);
  });
});

/** Conversations about a listing the site titled, a seller's own title, a project and an agent. */
const ABOUT: ThreadSummary[] = (
  [
    ["2 BHK Flat for Sale in Sukhliya, Indore", "property"],
    ["Sea-facing flat, ready to move", "property"],
    ["2 BHK Flat for Sale in Skyline Heights", "project"],
    ["Agent Asha Rao", "agent"],
  ] as const
).map(([subject, target], i) => ({ ...threads[0], id: i + 1, subject, target }));

/** Each conversation's subject, as the list shows it. */
function subjects(locale: Locale): string[] {
  return [
    ...list(locale, ABOUT).matchAll(
      /<p class="truncate font-semibold text-slate-900">([^<]*)<\/p>/g,
    ),
  ].map((m) => m[1]);
}

describe("the conversation list's subjects", () => {
  it("word a listing's title the site wrote in Hindi on Hindi pages, as listing cards do", () => {
    expect(subjects("hi")).toEqual([
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट",
      "Sea-facing flat, ready to move",
      "2 BHK Flat for Sale in Skyline Heights",
      "एजेंट Asha Rao",
    ]);
  });

  it("stay as stored on English pages", () => {
    expect(subjects("en")).toEqual(ABOUT.map((t) => t.subject));
  });
});
