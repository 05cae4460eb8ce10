import { Home, RotateCw } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { buttonClass } from "@/components/ui/button";
import { HELP_LINKS } from "./nav-links";

const contactHref = HELP_LINKS[0].href;

/** The public error page body: what happened, a retry, the way home and a reference to quote. */
export function ErrorContent({
  digest,
  retrying,
  onRetry,
}: {
  digest?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Error</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="mt-3 max-w-xl text-slate-600">
        This page could not be loaded just now. Please try again in a moment, or go back to the home
        page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className={buttonClass("primary", { className: "rounded-full px-6 py-3 text-base" })}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? "animate-spin" : ""}`} />
          {retrying ? "Trying again…" : "Try again"}
        </button>
        <Link
          href="/"
          className={buttonClass("secondary", { className: "rounded-full px-6 py-3 text-base" })}
        >
          <Home aria-hidden="true" className="size-4" />
          Go to home
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        If it keeps happening,{" "}
        <Link href={contactHref} className="font-semibold text-brand-700 underline">
          contact us
        </Link>
        {digest ? (
          <>
            {" "}
            and quote reference <code className="font-mono">{digest}</code>
          </>
        ) : null}
        .
      </p>
    </main>
  );
}
