"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { applyUnsubscribe } from "@/lib/alerts/unsubscribe";
import { unsubscribePaths } from "@/lib/alerts/alert-messages";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@/lib/i18n/locales";

/**
 * The form's token field ("" when missing: the page then says the link is not valid) and the
 * page's language (a server action has no `[locale]`: the form says it, English otherwise).
 */
const unsubscribeFormSchema = z.instanceof(FormData).transform((form) => {
  const raw = form.get("token");
  const locale = form.get("locale");
  return {
    token: typeof raw === "string" ? raw : "",
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  };
});

const unsubscribe = defineAction({
  actor: "public",
  schema: unsubscribeFormSchema,
  run: async ({ input: { token, locale } }) => {
    await applyUnsubscribe(token);
    redirect(localizedPath(locale, unsubscribePaths(token).page));
  },
});

/**
 * The page's "Unsubscribe" button (no sign-in: the signed token is the permission). A `<form>`
 * action answers nothing: success redirects to the page's new state; a forged form leaves the
 * page as it was; an outage (logged by the helper) is thrown on, so the visitor sees the error
 * screen with "Try again", not a button that silently did nothing.
 */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const result = await unsubscribe(form);
  if (!result.ok && result.status >= 500) throw new Error(result.message);
}
