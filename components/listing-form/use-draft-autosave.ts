"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/actions/result";

export type DraftStatus = { state: "idle" | "saving" | "saved" | "error"; at?: Date };
export type StoredDraft = { data: Record<string, unknown>; savedAt: string };

export function readLocalDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && typeof parsed.data === "object" && typeof parsed.savedAt === "string"
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * Autosave of a form: at once to localStorage on every change (survives a refresh, even
 * offline), then debounced to the server (survives a change of device).
 */
export function useDraftAutosave(
  storageKey: string,
  saveOnServer: (data: Record<string, unknown>) => Promise<ActionResult<{ updatedAt: string }>>,
  delayMs = 800,
) {
  const [status, setStatus] = useState<DraftStatus>({ state: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const enabled = useRef(true);

  const flush = useCallback(
    async (data: Record<string, unknown>) => {
      setStatus({ state: "saving" });
      const result = await saveOnServer(data).catch(() => null);
      if (!enabled.current) return;
      setStatus(result?.ok ? { state: "saved", at: new Date() } : { state: "error" });
    },
    [saveOnServer],
  );

  const schedule = useCallback(
    (data: Record<string, unknown>) => {
      if (!enabled.current) return;
      // The local copy is written on every change, so a refresh right after typing loses nothing.
      try {
        const savedAt = new Date().toISOString();
        window.localStorage.setItem(storageKey, JSON.stringify({ data, savedAt }));
      } catch {
        // storage full or disabled: the server copy still counts
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(data), delayMs);
    },
    [flush, delayMs, storageKey],
  );

  /** Stops autosaving (after submit) and forgets the local copy. */
  const clear = useCallback(() => {
    enabled.current = false;
    clearTimeout(timer.current);
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // nothing to forget
    }
  }, [storageKey]);

  const resume = useCallback(() => {
    enabled.current = true;
  }, []);

  /**
   * Holds autosave while the form is being submitted: a debounced save firing then would reach
   * the server after the submit and bring back the draft it just cleared.
   */
  const pause = useCallback(() => {
    enabled.current = false;
    clearTimeout(timer.current);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, schedule, clear, resume, pause };
}
