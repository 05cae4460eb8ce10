/**
 * Whether a click on a link starts a client navigation to another page of this site (so the
 * top progress bar should show until the pathname changes).
 */
export type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
};

export type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean };

export function navigationTarget(
  click: ClickLike,
  anchor: AnchorLike | null,
  current: { origin: string; pathname: string },
): string | null {
  if (!anchor || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname) return null;
  return url.pathname;
}
