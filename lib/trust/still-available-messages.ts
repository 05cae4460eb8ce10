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
