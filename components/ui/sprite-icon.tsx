/**
 * Icons drawn many times on one page (a card's compare button, the services grid, amenities,
 * the footer) point into one sprite file, public/icons.svg, instead of repeating their paths:
 * a `<use>` is ~60 bytes where an inline icon is ~400, and a page's icons appear in its HTML
 * and again in its RSC payload. The sprite is written by scripts/icon-sprite.ts from the same
 * lucide icons (and the brand glyphs), so the drawing is unchanged. The listing page's buttons
 * (share, report, map, gallery, send) use it too: a lucide icon in a client component ships its
 * drawing in the page's JavaScript as well (bench/README.md, "One-off icons…"). Other icons shown
 * once per page can stay inline lucide components.
 */
export const SPRITE_ICONS = [
  "badge-check",
  "briefcase",
  "building",
  "building-2",
  "check",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "clipboard-check",
  "columns-3",
  "compass",
  "expand",
  "external-link",
  "flag",
  "hard-hat",
  "house",
  "landmark",
  "line-chart",
  "mail",
  "map",
  "map-pin",
  "message-square",
  "paintbrush",
  "pencil-ruler",
  "phone",
  "scale",
  "search",
  "send",
  "share-2",
  "shield-check",
  "star",
  "trending-up",
  "triangle-alert",
  "user-check",
  "user-round",
  "users",
  "wrench",
  "x",
  "social-facebook",
  "social-instagram",
  "social-x",
  "social-linkedin",
  "social-youtube",
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/** Where the sprite is served from (public/icons.svg). */
export const SPRITE_URL = "/icons.svg";

/** A decorative icon from the sprite, sized by its class (e.g. `size-4`). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
