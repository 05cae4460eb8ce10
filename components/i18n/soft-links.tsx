"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { softNavigationTarget } from "@/components/layout/progress-link";

/** Pointing at or focusing a link is judged as the plain click that would follow it. */
const PLAIN_CLICK = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function softAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[data-soft]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client navigation for `<SiteAnchor>` links, from one set of listeners on the document: a plain
 * left click goes through the router (no page load), and pointing at a link, touching it or
 * focusing it fetches its page ahead once, as `<Link>` does on intent. Modified clicks, new tabs,
 * downloads, other sites and jumps within the page stay with the browser.
 */
export function SoftLinks() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = softAnchor(event.target);
      if (!anchor) return;
      const target = softNavigationTarget(PLAIN_CLICK, anchor, window.location);
      if (!target || fetched.has(target)) return;
      fetched.add(target);
      router.prefetch(target);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = softAnchor(event.target);
      const target = softNavigationTarget(event, anchor, window.location);
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);
  return null;
}
