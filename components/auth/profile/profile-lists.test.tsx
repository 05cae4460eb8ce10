import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { ProfileEnquiry, ProfileListing } from "@/lib/users/profile-queries";
import { EnquiryList, ListingList } from "./profile-lists";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const enquiry = (title: string, titleKind: ProfileEnquiry["titleKind"], id: number) => ({
  id,
  propertyId: titleKind === "listing" ? id : null,
  projectId: titleKind === "project" ? id : null,
  href: titleKind === "gone" ? null : `/property/x-${id}`,
  conversationHref: null,
  title,
  titleKind,
  message: "",
  status: "new" as const,
  createdAt: "2026-12-01T04:30:00.000Z",
});

/** A listing the site titled, a seller's own title, a project and one that has gone. */
const ENQUIRIES: ProfileEnquiry[] = [
  enquiry("2 BHK Flat for Sale in Sukhliya, Indore", "listing", 1),
  enquiry("Sea-facing flat, ready to move", "listing", 2),
  enquiry("Skyline Heights", "project", 3),
  enquiry("Listing no longer available", "gone", 4),
];

const LISTING: ProfileListing = {
  id: 7,
  slug: "2-bhk-flat-for-sale-in-sukhliya-indore",
  title: "2 BHK Flat for Sale in Sukhliya, Indore",
  cityName: "Indore",
  localityName: "Sukhliya",
  price: 4_500_000,
  priceOnRequest: false,
  dealType: "sale",
  status: "active",
};

function render(locale: Locale, element: React.ReactElement): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {element}
    </NextIntlClientProvider>,
  );
}

/** The titles shown: each enquiry's link or label, each listing's link. */
function titles(html: string): string[] {
  return [...html.matchAll(/<(?:a href="[^"]*"|span class="font-medium text-slate-900")>([^<]*)</g)]
    .map((m) => m[1])
    .filter((text) => text && !/^(मेरे|My) /.test(text));
}

describe("My Profile's enquiries and listings", () => {
  it("word a listing's title the site wrote in Hindi on Hindi pages, as listing cards do", () => {
    expect(titles(render("hi", <EnquiryList enquiries={ENQUIRIES} />))).toEqual([
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट",
      "Sea-facing flat, ready to move",
      "Skyline Heights",
      "लिस्टिंग अब उपलब्ध नहीं है",
    ]);
    expect(titles(render("hi", <ListingList listings={[LISTING]} showStatus={false} />))).toEqual([
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट",
    ]);
  });

  it("show every title as stored on English pages", () => {
    expect(titles(render("en", <EnquiryList enquiries={ENQUIRIES} />))).toEqual(
      ENQUIRIES.map((e) => e.title),
    );
    expect(titles(render("en", <ListingList listings={[LISTING]} showStatus={false} />))).toEqual([
      LISTING.title,
    ]);
  });
});
