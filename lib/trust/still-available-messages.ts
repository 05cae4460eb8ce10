/**
 * The "Still available?" e-mail and SMS, and the "paused" e-mail. Pure (tests read them).
 */
import { absoluteUrl } from "@/lib/seo/json-ld";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a link opens (it changes nothing until the seller presses the button). */
export function stillAvailablePath(token: string, answer: "yes" | "sold" | "rented"): string {
  return `/still-available?token=${encodeURIComponent(token)}&answer=${answer}`;
}

type Question = { title: string; dealType: string; token: string };

function answerLinks(siteUrl: string, q: Question): { label: string; url: string }[] {
  const closed = q.dealType === "sale" ? "sold" : "rented";
  return [
    {
      label: "Yes, still available",
      url: absoluteUrl(siteUrl, stillAvailablePath(q.token, "yes")),
    },
    {
      label: closed === "sold" ? "Sold" : "Rented out",
      url: absoluteUrl(siteUrl, stillAvailablePath(q.token, closed)),
    },
  ];
}

/** One e-mail per seller and run: every listing asked about, each with its one-tap links. */
export function stillAvailableEmail(input: {
  siteUrl: string;
  firstName: string;
  questions: Question[];
}): { subject: string; text: string; html: string } {
  const { questions } = input;
  const one = questions.length === 1;
  const intro = one
    ? `Is "${questions[0].title}" still available? One tap tells buyers it is current.`
    : `Are these ${questions.length} listings still available? One tap each tells buyers they are current.`;
  const warning =
    "If we don't hear from you in 3 days, a listing is paused until you answer. The links work once and expire in 7 days.";
  return {
    subject: one
      ? `Still available? ${questions[0].title}`
      : `Still available? ${questions.length} listings`,
    text: [
      `Hello ${input.firstName},`,
      "",
      intro,
      "",
      ...questions.flatMap((q) => [
        ...(one ? [] : [q.title]),
        ...answerLinks(input.siteUrl, q).map((l) => `${l.label}: ${l.url}`),
        "",
      ]),
      warning,
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(input.firstName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...questions.map(
        (q) =>
          `<p>${one ? "" : `${escapeHtml(q.title)}<br>`}${answerLinks(input.siteUrl, q)
            .map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`)
            .join(" · ")}</p>`,
      ),
      `<p>${escapeHtml(warning)}</p>`,
    ].join("\n"),
  };
}

/** The SMS: one listing's link, or the seller's workspace for several. */
export function stillAvailableSms(input: { siteUrl: string; questions: Question[] }): string {
  const { questions } = input;
  if (questions.length === 1) {
    const url = absoluteUrl(input.siteUrl, stillAvailablePath(questions[0].token, "yes"));
    return `LAND Acre: is "${questions[0].title.slice(0, 40)}" still available? Answer here: ${url}`;
  }
  return `LAND Acre: are your ${questions.length} listings still available? Answer within 3 days: ${absoluteUrl(input.siteUrl, "/saller/properties")}`;
}

/** Listings named one by one in a "paused" e-mail; the rest are counted, with the page of them all. */
export const PAUSED_EMAIL_LISTINGS = 50;

/** A paused listing in the e-mail: `token` signs its open question (null once that has expired). */
export type PausedListing = { title: string; dealType: string; token: string | null };

/**
 * One e-mail per seller and run for the listings paused for want of an answer: each (the first
 * {@link PAUSED_EMAIL_LISTINGS}) with its one-tap links while its question's link is valid
 * ("Yes" makes it live again, "Sold"/"Rented out" closes it), and My properties, where Make
 * live brings any of them back. `total` counts them all.
 */
export function pausedEmail(input: {
  siteUrl: string;
  firstName: string;
  listings: PausedListing[];
  total: number;
}): { subject: string; text: string; html: string } {
  const { listings, total } = input;
  const one = total === 1;
  const shown = listings.slice(0, PAUSED_EMAIL_LISTINGS);
  const more = total - shown.length;
  const url = absoluteUrl(input.siteUrl, "/saller/properties?status=paused");
  const intro = one
    ? `"${shown[0].title}" was paused because we did not hear whether it is still available. Buyers no longer see it in search or on its page.`
    : `${total} of your listings were paused because we did not hear whether they are still available. Buyers no longer see them in search or on their pages.`;
  const how = one
    ? "To bring it back, tap Yes below (or Sold / Rented out if it is gone), or open My properties and choose Make live."
    : "To bring one back, tap its Yes link below (or Sold / Rented out if it is gone), or open My properties and choose Make live on each.";
  const expired = "link expired: use Make live in My properties";
  const linksOf = (l: PausedListing) =>
    l.token ? answerLinks(input.siteUrl, { ...l, token: l.token }) : [];
  const moreLine =
    more > 0
      ? `…and ${more} more paused ${more === 1 ? "listing" : "listings"}: see them all in My properties.`
      : null;
  return {
    subject: one ? `Listing paused: ${shown[0].title}` : `${total} listings paused`,
    text: [
      `Hello ${input.firstName},`,
      "",
      intro,
      how,
      "",
      ...shown.flatMap((l) => [
        ...(one ? [] : [l.title]),
        ...(l.token ? linksOf(l).map((x) => `${x.label}: ${x.url}`) : [`(${expired})`]),
        "",
      ]),
      ...(moreLine ? [moreLine, ""] : []),
      `My properties: ${url}`,
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(input.firstName)},</p>`,
      `<p>${escapeHtml(intro)} ${escapeHtml(how)}</p>`,
      ...shown.map(
        (l) =>
          `<p>${one ? "" : `${escapeHtml(l.title)}<br>`}${
            l.token
              ? linksOf(l)
                  .map((x) => `<a href="${escapeHtml(x.url)}">${escapeHtml(x.label)}</a>`)
                  .join(" · ")
              : `(${escapeHtml(expired)})`
          }</p>`,
      ),
      ...(moreLine ? [`<p>${escapeHtml(moreLine)}</p>`] : []),
      `<p><a href="${escapeHtml(url)}">My properties</a></p>`,
    ].join("\n"),
  };
}
