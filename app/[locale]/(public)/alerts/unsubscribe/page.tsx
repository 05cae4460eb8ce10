import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { describeUnsubscribe, type UnsubscribeView } from "@/lib/alerts/unsubscribe";
import { unsubscribeParamsSchema } from "@/lib/validation/saved-search";
import { unsubscribeAction } from "./actions";

/** Depends on the link's token: rendered per request. Reading it changes nothing. */
export const instant = false;

const metadata: Metadata = {
  title: "Unsubscribe from alerts",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

const REFUSALS: Record<Exclude<UnsubscribeView, { ok: true }>["reason"], [string, string]> = {
  invalid: [
    "This unsubscribe link is not valid",
    "The link is incomplete or was changed. Nothing was changed. Use the link from the latest e-mail, or manage your alerts in My Profile.",
  ],
  expired: [
    "This unsubscribe link has expired",
    "Nothing was changed. Use the link from a recent e-mail, or manage your alerts in My Profile.",
  ],
  gone: [
    "This saved search no longer exists",
    "It was deleted, so it sends no more e-mails. Nothing was changed.",
  ],
};

export default async function UnsubscribePage({
  searchParams,
}: PageProps<"/[locale]/alerts/unsubscribe">) {
  const { token } = unsubscribeParamsSchema.parse(await searchParams);
  const view = await describeUnsubscribe(token);
  return (
    <main className="mx-auto flex max-w-6xl justify-center px-4 pb-16 pt-32">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {!view.ok ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{REFUSALS[view.reason][0]}</h1>
            <p className="mt-3 text-slate-700">{REFUSALS[view.reason][1]}</p>
          </>
        ) : view.alreadyOff ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">You are unsubscribed</h1>
            <p className="mt-3 text-slate-700" role="status">
              You will no longer receive {view.what}. Alerts still appear in My Profile.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Unsubscribe from alert e-mails</h1>
            <p className="mt-3 text-slate-700">Stop {view.what}?</p>
            <form action={unsubscribeAction} className="mt-5">
              <input type="hidden" name="token" value={token} />
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Unsubscribe
              </button>
            </form>
          </>
        )}
        <p className="mt-6 text-sm text-slate-600">
          <Link
            href="/profile#saved-searches"
            className="font-medium text-brand-700 hover:underline"
          >
            Manage alerts in My Profile
          </Link>
        </p>
      </div>
    </main>
  );
}
