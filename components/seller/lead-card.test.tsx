import type * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { sellerClientMessages } from "@/lib/i18n/messages";
import type { SellerLead } from "@/lib/leads/seller-leads";
import { LeadCard } from "./lead-card";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));
jest.mock("@/lib/leads/actions", () => ({ updateSellerLeadAction: jest.fn() }));

const lead = (about: string, propertyId: number | null, projectId: number | null): SellerLead => ({
  id: 1,
  name: "Meera Shah",
  phone: "+91 98xxx xx321",
  email: null,
  message: "Is it available?",
  status: "new",
  note: null,
  unread: false,
  createdAt: "2026-12-01T04:30:00.000Z",
  propertyId,
  projectId,
  about,
  threadId: 5,
  phoneShared: false,
  source: "form",
});

/** The card's "about" line (after the date) on a seller page in `locale`. */
function about(locale: Locale, shown: SellerLead): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider
        locale={locale}
        messages={sellerClientMessages(locale)}
        timeZone="Asia/Kolkata"
      >
        <LeadCard lead={shown} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const line = /<p class="text-xs text-slate-500">([^]*?)<\/p>/.exec(html)?.[1] ?? "";
  return line
    .replace(/<[^>]+>/g, "")
    .split(" · ")
    .slice(1)
    .join(" · ");
}

describe("a seller's enquiry card", () => {
  it("names a listing the site titled in Hindi on Hindi pages, a project as typed", () => {
    expect(about("hi", lead("2 BHK Flat for Sale in Sukhliya, Indore", 7, null))).toBe(
      "विषय: सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट",
    );
    expect(about("hi", lead("2 BHK Flat for Sale in Skyline Heights", null, 3))).toBe(
      "विषय: 2 BHK Flat for Sale in Skyline Heights",
    );
  });

  it("names it as stored on English pages", () => {
    expect(about("en", lead("2 BHK Flat for Sale in Sukhliya, Indore", 7, null))).toBe(
      "About: 2 BHK Flat for Sale in Sukhliya, Indore",
    );
  });
});
