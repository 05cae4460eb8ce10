/** Opens the site's login dialog (mounted by the public shell). */
export function openLoginDialog(): void {
  window.dispatchEvent(new CustomEvent("landacre:open-auth", { detail: { mode: "login" } }));
}
