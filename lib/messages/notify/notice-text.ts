/** What a conversation e-mail says. Pure: tested without a database. */
export type NoticeLine = { from: string; at: string; body: string };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * One e-mail for one or more new messages in a thread (later messages within the fold window are
 * in the same e-mail). Message text is escaped in the HTML part: markup stays text.
 */
export function threadNoticeEmail(input: {
  firstName: string;
  subject: string;
  newEnquiry: boolean;
  otherName: string;
  lines: NoticeLine[];
  link: string;
}): { subject: string; text: string; html: string } {
  const subject = input.newEnquiry
    ? `New enquiry about ${input.subject}`
    : input.lines.length > 1
      ? `${input.lines.length} new messages about ${input.subject}`
      : `${input.otherName} replied about ${input.subject}`;
  const intro = input.newEnquiry
    ? `${input.otherName} sent you an enquiry about ${input.subject}.`
    : `New in your conversation about ${input.subject}:`;
  const text = [
    `Hello ${input.firstName},`,
    "",
    intro,
    "",
    ...input.lines.map((l) => `${l.from}, ${l.at}:\n${l.body}\n`),
    `Read and reply: ${input.link}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...input.lines.map(
      (l) =>
        `<p><strong>${escapeHtml(l.from)}</strong>, ${escapeHtml(l.at)}:<br>${escapeHtml(l.body).replace(/\n/g, "<br>")}</p>`,
    ),
    `<p><a href="${escapeHtml(input.link)}">Read and reply</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
