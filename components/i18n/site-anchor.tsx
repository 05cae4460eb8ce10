import type { ComponentProps } from "react";
import { type Locale, localizedPath } from "@/lib/i18n/locales";

type SiteAnchorProps = Omit<ComponentProps<"a">, "href"> & { href: string; locale: Locale };

/**
 * A site link that is only an `<a>`: no client component, no hooks, nothing for React to set up
 * while it hydrates the page. For the links every public page carries many of and few visitors
 * use (the header's menus, the footer): `<Link>` costs each one a component with state, effects
 * and a ref, about 4 of React's units of work per link, 150 on a listing page (bench/README.md).
 * `<SoftLinks>` in the root layout still opens them without a page load and fetches their page
 * ahead when a visitor points at one, as `<Link>` does.
 */
export function SiteAnchor({ href, locale, ...props }: SiteAnchorProps) {
  return <a href={localizedPath(locale, href)} data-soft="" {...props} />;
}
