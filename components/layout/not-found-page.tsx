import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { NotFoundContent } from "./not-found-content";

/** Sets the 404 from inside a Suspense boundary (see NotFoundPage). */
function NotFoundStatus(): never {
  notFound();
}

/**
 * A public page's "not found" answer: a 404 whose HTML holds the not-found content, for crawlers
 * and for visitors whose JavaScript has not run. `notFound()` thrown by the page itself makes
 * Next.js 16.4 send an empty `<html id="__next_error__">` and draw the content only in the browser
 * (vercel/next.js#62228); thrown inside a Suspense boundary it still sets the 404 and keeps the
 * HTML drawn around it. In the browser the boundary's error shows the segment's `not-found.tsx`,
 * the same content. Pages return this instead of calling `notFound()`, and their metadata gives
 * `notFoundMetadata()` (a `notFound()` there empties the HTML the same way).
 */
export function NotFoundPage({ children = <NotFoundContent /> }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** The not-found page's title (Next.js adds `noindex` to every 404). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title") };
}
