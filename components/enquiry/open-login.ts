import { requestAuthDialog } from "@/components/layout/auth-events";

/** Opens the site's login dialog (the shell's auth event; the dialog listens for it). */
export function openLoginDialog(): void {
  requestAuthDialog("login");
}
