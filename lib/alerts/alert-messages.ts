/**
 * What an alert says, in-app, by e-mail and by SMS. Pure: tested without a database.
 */
import { priceLabel } from "@/lib/properties/price-label";
import { absoluteUrl } from "@/lib/seo/json-ld";
import { propertyPath } from "@/lib/seo/urls";
import type { DealType } from "@/lib/validation/property-enums";

export type AlertListing = {
  id: number;
  slug: string;
  title: string;
  price: number;
  priceOnRequest: boolean;
  dealType: DealType;
  localityName: string;
  cityName: string;
};

export type AlertEmail = {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function place(l: AlertListing): string {
  return [l.localityName, l.cityName].filter(Boolean).join(", ");
}

export function unsubscribePaths(token: string) {
  const q = `token=${encodeURIComponent(token)}`;
  return { page: `/alerts/unsubscribe?${q}`, oneClick: `/api/alerts/unsubscribe?${q}` };
}

/**
 * An e-mail listing the given properties, with a one-click unsubscribe link in the body and the
 * RFC 8058 List-Unsubscribe headers (mail clients POST to the one-click address).
 */
export function alertEmail(input: {
  siteUrl: string;
  firstName: string;
  subject: string;
  intro: string;
  listings: (AlertListing & { note?: string })[];
  unsubscribeToken: string;
  unsubscribeWhat: string;
  /** A signed link that stops every marketing e-mail at once (unsubscribe-token kind "marketing"). */
  stopAllToken: string;
  moreHref?: string;
}): AlertEmail {
  const { siteUrl } = input;
  const links = unsubscribePaths(input.unsubscribeToken);
  const unsubscribeUrl = absoluteUrl(siteUrl, links.page);
  const stopAllUrl = absoluteUrl(siteUrl, unsubscribePaths(input.stopAllToken).page);
  const lines = input.listings.map((l) => {
    const price = l.note ?? priceLabel(l);
    return { l, price, url: absoluteUrl(siteUrl, propertyPath(l)) };
  });
  const more = input.moreHref ? absoluteUrl(siteUrl, input.moreHref) : null;
  const text = [
    `Hello ${input.firstName},`,
    "",
    input.intro,
    "",
    ...lines.map(({ l, price, url }) => `• ${l.title} — ${price} — ${place(l)}\n  ${url}`),
    ...(more ? ["", `See all results: ${more}`] : []),
    "",
    `Unsubscribe from ${input.unsubscribeWhat}: ${unsubscribeUrl}`,
    `Stop all marketing e-mails from LAND Acre: ${stopAllUrl}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(input.intro)}</p>`,
    "<ul>",
    ...lines.map(
      ({ l, price, url }) =>
        `<li><a href="${escapeHtml(url)}">${escapeHtml(l.title)}</a> — ${escapeHtml(price)} — ${escapeHtml(place(l))}</li>`,
    ),
    "</ul>",
    more ? `<p><a href="${escapeHtml(more)}">See all results</a></p>` : "",
    `<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from ${escapeHtml(input.unsubscribeWhat)}. <a href="${escapeHtml(stopAllUrl)}">Stop all marketing e-mails</a> from LAND Acre.</p>`,
  ].join("\n");
  return {
    subject: input.subject.slice(0, 200),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${absoluteUrl(siteUrl, links.oneClick)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** "New match for “2 BHK in Indore”: Sunny flat, ₹52 L, Vijay Nagar". */
export function newMatchSms(searchName: string, l: AlertListing, siteUrl: string): string {
  return `LAND Acre: new match for "${searchName}": ${l.title}, ${priceLabel(l)}. ${absoluteUrl(siteUrl, propertyPath(l))}`.slice(
    0,
    300,
  );
}

export function priceDropNote(l: AlertListing, oldPrice: number): string {
  return `${priceLabel({ ...l, price: oldPrice })} → ${priceLabel(l)}`;
}
