"use client";

import { useEffect } from "react";
import { forgetLogin, readStoredUser, updateStoredUser, type StoredUser } from "./auth-storage";

/**
 * Keeps localStorage.user honest: when the server session has ended (logout elsewhere, password
 * change, expiry) the stored user is forgotten, so the header stops showing a name.
 */
export function SessionSync() {
  useEffect(() => {
    if (!readStoredUser()) return;
    const controller = new AbortController();
    fetch("/api/users/me", { credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) {
          forgetLogin();
          return;
        }
        if (!response.ok) return;
        const body = (await response.json()) as { user?: StoredUser };
        if (body.user) updateStoredUser(body.user);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return null;
}
