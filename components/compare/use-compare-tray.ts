"use client";

import { useSyncExternalStore } from "react";
import { MAX_COMPARE } from "@/lib/compare/compare-ids";

/**
 * A listing in the compare tray: enough to name it without a request. `title` is the listing's own
 * title (the seller's words, or the site's English "2 BHK Flat for Sale in …"), which the tray
 * words in each page's language (lib/listings/title-words.ts). Trays stored before kept the title
 * as the page showed it; those titles are shown as stored.
 */
export type TrayItem = { id: number; title: string };

const KEY = "compareTray";
const listeners = new Set<() => void>();
const EMPTY: TrayItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: TrayItem[] = EMPTY;

function isItem(x: unknown): x is TrayItem {
  if (typeof x !== "object" || x === null) return false;
  const { id, title } = x as TrayItem;
  return Number.isSafeInteger(id) && id > 0 && typeof title === "string";
}

function read(): TrayItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_COMPARE) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function write(items: TrayItem[]): void {
  try {
    if (items.length) window.localStorage.setItem(KEY, JSON.stringify(items));
    else window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Adds a listing; refused (false) when the tray already holds MAX_COMPARE others. */
export function addToCompare(item: TrayItem): boolean {
  const items = read();
  if (items.some((i) => i.id === item.id)) return true;
  if (items.length >= MAX_COMPARE) return false;
  write([...items, { id: item.id, title: item.title.slice(0, 120) }]);
  return true;
}

export function removeFromCompare(id: number): void {
  write(read().filter((i) => i.id !== id));
}

export function clearCompare(): void {
  write(EMPTY);
}

/** The tray's listings (empty on the server and until hydration). */
export function useCompareTray(): TrayItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
