"use client";

import { useEffect } from "react";
import { LOGOUT_EVENT } from "@/components/layout/auth-events";
import { forgetLogin } from "./auth-storage";

/**
 * On `landacre:logout` (the nav's Logout): forget the stored user and token and end the
 * server session (POST /api/users/logout bumps the token version and clears the cookie).
 * keepalive lets the call finish while the nav moves on to "/".
 */
export function LogoutListener() {
  useEffect(() => {
    function onLogout() {
      forgetLogin();
      void fetch("/api/users/logout", {
        method: "POST",
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => undefined);
    }
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(LOGOUT_EVENT, onLogout);
  }, []);
  return null;
}
