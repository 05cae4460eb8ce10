/**
 * What a conversation is about, in a language. A thread keeps the subject its enquiry was made
 * with: a listing's title, a project's name or "Agent <name>" (lib/leads/create-lead.ts). A
 * listing's title the site wrote reads in the page's language as listing cards show it, a
 * seller's own title and a project's name stay as typed. Isomorphic.
 */
import type { Locale } from "@/lib/i18n/locales";
import { listingTitleIn, type TitleWords } from "@/lib/listings/title-words";

export type ThreadTarget = "property" | "project" | "agent";

/** The thread's target key ("p:12", "j:3", "a"; lib/messages/open-thread.ts) as its kind. */
export function threadTarget(targetKey: string): ThreadTarget {
  if (targetKey.startsWith("p:")) return "property";
  if (targetKey.startsWith("j:")) return "project";
  return "agent";
}

export function threadSubjectIn(
  subject: string,
  target: ThreadTarget,
  locale: Locale,
  titleWords: TitleWords | undefined,
): string {
  if (target === "property") return listingTitleIn(subject, locale, titleWords);
  const agent = target === "agent" && locale !== "en" ? /^Agent (.+)$/.exec(subject) : null;
  if (agent && titleWords) return titleWords.agent.replace("{name}", agent[1]);
  return subject;
}
