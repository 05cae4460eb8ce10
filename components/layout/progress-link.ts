/**
 * What a click on a link means for the site's own navigation: whether it starts a client
 * navigation to another page (the top progress bar shows until the pathname changes), and where
 * a plain site link (`<SiteAnchor>`) should be taken without a page load.
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

type Here = { origin: string; pathname: string; search?: string };

/** The URL a plain left click on a same-site link in this tab goes to, or null. */
function sameSiteUrl(click: ClickLike, anchor: AnchorLike | null, current: Here): URL | null {
  if (!anchor || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return null;
  }
  return url.origin === current.origin ? url : null;
}

export function navigationTarget(
  click: ClickLike,
  anchor: AnchorLike | null,
  current: Here,
): string | null {
  const url = sameSiteUrl(click, anchor, current);
  if (!url || url.pathname === current.pathname) return null;
  return url.pathname;
}

/**
 * Where a click on a plain site link (marked `data-soft`) should be taken by the router, with
 * its query and hash, or null to leave the click to the browser: a link another handler took
 * already, a jump within this page, another site, a new tab, a download, a modified click.
 */
export function softNavigationTarget(
  click: ClickLike,
  anchor: AnchorLike | null,
  current: Here,
): string | null {
  if (click.defaultPrevented || !anchor?.hasAttribute("data-soft")) return null;
  const url = sameSiteUrl(click, anchor, current);
  if (!url) return null;
  const samePage = url.pathname === current.pathname && url.search === (current.search ?? "");
  if (samePage && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
