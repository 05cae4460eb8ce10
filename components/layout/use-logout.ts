"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useCallback } from "react";
import { announceLogout } from "./auth-events";
import { clearStoredUser } from "./use-stored-user";

/** Logout: remove user and token, tell listeners (the session owner), then go home (spec §4). */
export function useLogout(): () => void {
  const router = useLocalizedRouter();
  return useCallback(() => {
    clearStoredUser();
    announceLogout();
    router.push("/");
  }, [router]);
}
