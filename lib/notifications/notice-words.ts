/**
 * A buyer's alerts and a seller's enquiry notices are stored in English ("New match for “2 BHK in
 * Baner”", "Price drop: …", "New enquiry for …"). To show one in another language its text is
 * read back into a catalogue message (`account.notice.<key>`) and the values it carries; names
 * people typed (a saved search's name, a buyer's name and words) stay as typed, and a listing's
 * title is worded by the page as listing cards word it. Pure and isomorphic.
 */
export type NoticeWords =
  | { key: "newMatch"; values: { name: string } }
  | { key: "priceDrop"; values: { title: string } }
  | { key: "digest"; values: { count: number; name: string } }
  | { key: "priceDropBody"; values: { change: string } }
  // A seller's notices of an enquiry (lib/leads/create-lead.ts): `about` is a listing's title, a
  // project's name or AGENT_PROFILE.
  | { key: "leadEnquiry"; values: { about: string } }
  | { key: "leadPhoneView"; values: { name: string; about: string } }
  | { key: "leadMayCall"; values: { name: string; about: string } }
  | { key: "leadSent"; values: { name: string; message: string } }
  | { key: "leadSentEmpty"; values: { name: string } }
  // A reporter's notice of a moderator's decision (lib/reports/decide-reports.ts).
  | { key: "reportReviewed"; values: { title: string } }
  | { key: "reportResolved"; values: { title: string } };

/** What an enquiry to an agent is about in its notices (lib/leads/create-lead.ts). */
export const AGENT_PROFILE = "your agent profile";

/** The message an alert's English title or body is, or null for any other text. */
export function readNotice(text: string): NoticeWords | null {
  let m = /^New match for “(.+)”$/.exec(text);
  if (m) return { key: "newMatch", values: { name: m[1] } };
  m = /^(\d+) new (?:property matches|properties match) “(.+)”$/.exec(text);
  if (m) return { key: "digest", values: { count: Number(m[1]), name: m[2] } };
  m = /^Price drop: (.+)$/.exec(text);
  if (m) return { key: "priceDrop", values: { title: m[1] } };
  m = /^(₹.+ → ₹.+) — a property you saved\.$/.exec(text);
  if (m) return { key: "priceDropBody", values: { change: m[1] } };
  m = /^New enquiry for (.+)$/.exec(text);
  if (m) return { key: "leadEnquiry", values: { about: m[1] } };
  m = /^(.+?) viewed your number for (.+)$/.exec(text);
  if (m) return { key: "leadPhoneView", values: { name: m[1], about: m[2] } };
  m = /^(.+?) may call you about (.+)\.$/.exec(text);
  if (m) return { key: "leadMayCall", values: { name: m[1], about: m[2] } };
  m = /^(.+?) sent an enquiry: “([\s\S]+)”$/.exec(text);
  if (m) return { key: "leadSent", values: { name: m[1], message: m[2] } };
  m = /^(.+?) sent an enquiry\.$/.exec(text);
  if (m) return { key: "leadSentEmpty", values: { name: m[1] } };
  m = /^We reviewed your report: (.+)$/.exec(text);
  if (m) return { key: "reportReviewed", values: { title: m[1] } };
  m = /^Your report was resolved: (.+)$/.exec(text);
  if (m) return { key: "reportResolved", values: { title: m[1] } };
  return null;
}

/**
 * An alert's body that lists listings: a match's "<title> — <locality, city>" and a digest's
 * "<title> · <title> · <title>", with each title and the place worded by the page's functions
 * (a listing's title as cards word it); null for any other body.
 */
export function rewordListingBody(
  kind: string,
  text: string,
  words: { title: (title: string) => string; place: (place: string) => string },
): string | null {
  if (kind === "saved_search_match") {
    const m = /^(.+) — ([^—]+)$/.exec(text);
    return m ? `${words.title(m[1])} — ${words.place(m[2])}` : null;
  }
  if (kind === "saved_search_digest") return text.split(" · ").map(words.title).join(" · ");
  return null;
}

/** "₹85 L", "₹1.2 Cr", "₹25,000/month" in Hindi words: "₹85 लाख", "₹1.2 करोड़", "₹25,000/माह". */
export function hindiMoneyWords(text: string): string {
  return text
    .replace(/(₹[\d.,]+) L\b/g, "$1 लाख")
    .replace(/(₹[\d.,]+) Cr\b/g, "$1 करोड़")
    .replace(/\/month\b/g, "/माह");
}
