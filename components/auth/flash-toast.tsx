"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

const FLASH_KEY = "landacre:flash";
const FRESH_MS = 10_000;

/**
 * A success toast that survives the reload the spec asks for after login: remembered in
 * sessionStorage, shown by <FlashToast /> on the next page load, ignored once stale.
 */
export function flashAfterReload(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, at: Date.now() }));
  } catch {
    // No storage: the toast shown before the reload is all there is.
  }
}

export function FlashToast() {
  useEffect(() => {
    let flash: { message?: unknown; at?: unknown } | null = null;
    try {
      flash = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? "null");
      sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (
      typeof flash?.message === "string" &&
      typeof flash.at === "number" &&
      Date.now() - flash.at < FRESH_MS
    ) {
      toast.success(flash.message);
    }
  }, []);
  return null;
}
