import type { ComponentProps } from "react";
import { type Locale, localizedPath } from "@/lib/i18n/locales";

type SiteAnchorProps = Omit<ComponentProps<"a">, "href"> & { href: string; locale: Locale };

/**
 * A site link that is only an `<a>`: no client component, no hooks, nothing for React to set up
 * while it hydrates the page. For the many links a public page carries and a visitor follows one
 * of at most (the header's menus, the footer, breadcrumbs, cards, link lists): `<Link>` costs
 * each a component with state, effects and a ref, 3–4 of React's units of work (a listing page
 * hydrates 1,126 of them instead of 1,269, home 1,508 instead of 1,772; bench/README.md).
 * `<SoftLinks>` in the root layout still opens them without a page load and fetches their page
 * ahead when a visitor points at one, as `<Link>` does. Use `<Link>` where a link needs its
 * options (`prefetch`, `replace`, `scroll`) or lives outside the root layout.
 */
export function SiteAnchor({ href, locale, ...props }: SiteAnchorProps) {
  return <a href={localizedPath(locale, href)} data-soft="" {...props} />;
}
