import Link from "next/link";
import { FOOTER_SERVICE_LINKS, HELP_LINKS } from "./nav-links";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const browseHref = FOOTER_SERVICE_LINKS[0].href;
const contactHref = HELP_LINKS[0].href;

/** The public 404 page body (rendered inside the public shell). */
export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-xl text-slate-600">
        The page you are looking for does not exist or has been moved. Try the home page or browse
        the properties on offer.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="pill-primary">
          <SpriteIcon name="house" className="size-4" />
          Go to home
        </Link>
        <Link href={browseHref} className="pill-outline">
          <SpriteIcon name="search" className="size-4" />
          Browse properties
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Think this is a mistake?{" "}
        <Link href={contactHref} className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
      </p>
    </main>
  );
}
