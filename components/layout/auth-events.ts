/**
 * Window events between the nav and the login dialog (built elsewhere), so neither imports the
 * other: the nav's Login / Sign Up buttons ask for the dialog, Logout announces itself.
 */
export type AuthDialogMode = "login" | "signup";

export const OPEN_AUTH_EVENT = "landacre:open-auth";
export const LOGOUT_EVENT = "landacre:logout";

export type OpenAuthDetail = { mode: AuthDialogMode };

export function requestAuthDialog(mode: AuthDialogMode): void {
  window.dispatchEvent(new CustomEvent<OpenAuthDetail>(OPEN_AUTH_EVENT, { detail: { mode } }));
}

export function announceLogout(): void {
  window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
}
