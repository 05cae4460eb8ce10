"use client";

import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { localizedPath } from "@/lib/i18n/locales";

import type { LoginInput } from "@/lib/validation/auth";
import type { ActionResult } from "@/lib/actions/result";
import type { StoredUser } from "./auth-storage";
import { LoginForm, type LoginOutcome } from "./login-form";

type AreaLoginAction = (
  input: LoginInput,
  next: string | undefined,
) => Promise<ActionResult<{ user: StoredUser; redirectTo: string }>>;

/** The seller and admin logins: same form and messages, a server action per area. */
export function AreaLoginForm({
  idPrefix,
  action,
  next,
  loginPath,
}: {
  idPrefix: string;
  action: AreaLoginAction;
  next?: string;
  /** This login page, where "Forgot password" leads back to. */
  loginPath: "/saller/login" | "/admin/login";
}) {
  const locale = useSiteLocale();
  async function submit(values: LoginInput): Promise<LoginOutcome> {
    const answer = await action(values, next);
    if (!answer.ok) return { ok: false, message: answer.message, status: answer.status };
    return {
      ok: true,
      user: answer.data.user,
      redirectTo: answer.data.redirectTo,
    };
  }
  return (
    <LoginForm
      idPrefix={idPrefix}
      loginPath={loginPath}
      submit={submit}
      onSuccess={(outcome) =>
        // The area's pages in the page's language (/hi/saller/… from /hi/saller/login).
        window.location.assign(localizedPath(locale, outcome.redirectTo ?? "/"))
      }
    />
  );
}
