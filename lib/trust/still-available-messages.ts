/**
 * The "Still available?" e-mail and SMS, and the "paused" e-mail. Pure (tests read them).
 */
import { absoluteUrl } from "@/lib/seo/json-ld";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a link opens (it changes nothing until the seller presses the button). */
export function stillAvailablePath(token: string, answer: "yes" | "sold" | "rented"): string {
  return `/still-available?token=${encodeURIComponent(token)}&answer=${answer}`;
}

export function stillAvailableEmail(input: {
  siteUrl: string;
  firstName: string;
  title: string;
  dealType: string;
  token: string;
}): { subject: string; text: string; html: string } {
  const closed = input.dealType === "sale" ? "sold" : "rented";
  const links = [
    {
      label: "Yes, still available",
      url: absoluteUrl(input.siteUrl, stillAvailablePath(input.token, "yes")),
    },
    {
      label: closed === "sold" ? "Sold" : "Rented out",
      url: absoluteUrl(input.siteUrl, stillAvailablePath(input.token, closed)),
    },
  ];
  const intro = `Is "${input.title}" still available? One tap tells buyers it is current. If we don't hear from you in 3 days, the listing is paused until you answer.`;
  return {
    subject: `Still available? ${input.title}`,
    text: [
      `Hello ${input.firstName},`,
      "",
      intro,
      "",
      ...links.map((l) => `${l.label}: ${l.url}`),
      "",
      "The links work once and expire in 7 days.",
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(input.firstName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(" · ")}</p>`,
      "<p>The links work once and expire in 7 days.</p>",
    ].join("\n"),
  };
}

export function stillAvailableSms(input: {
  siteUrl: string;
  title: string;
  token: string;
}): string {
  const url = absoluteUrl(input.siteUrl, stillAvailablePath(input.token, "yes"));
  return `LAND Acre: is "${input.title.slice(0, 40)}" still available? Answer here: ${url}`;
}

export function pausedEmail(input: { siteUrl: string; firstName: string; title: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const url = absoluteUrl(input.siteUrl, "/saller/properties?status=paused");
  const body = `"${input.title}" was paused because we did not hear whether it is still available. To bring it back, open My properties and choose Make live, or answer Yes from our earlier e-mail while its link is valid.`;
  return {
    subject: `Listing paused: ${input.title}`,
    text: [`Hello ${input.firstName},`, "", body, "", `My properties: ${url}`].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(input.firstName)},</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">My properties</a></p>`,
    ].join("\n"),
  };
}
