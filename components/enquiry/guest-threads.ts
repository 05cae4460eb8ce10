/**
 * A guest who confirmed their number has conversations this browser can open (the access itself
 * is an HttpOnly cookie the page cannot read): this flag tells the enquiry box to ask the server
 * about an earlier enquiry, as it does for signed-in visitors.
 */
const KEY = "la_guest_threads";

export function rememberGuestThreads(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // storage unavailable: the box shows the form, the server still refuses a duplicate
  }
}

export function hasGuestThreads(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
