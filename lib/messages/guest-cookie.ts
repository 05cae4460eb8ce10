/**
 * The cookie that gives a guest (not signed in) access to their conversations in this browser
 * (see guest-access.ts). Its own file so proxy.ts can look for it without the signing code.
 */
export const GUEST_COOKIE = "la_guest";
