"use client";

import { useSyncExternalStore } from "react";

export type RecentSearch = { label: string; href: string };

const KEY = "recentSearches";
const MAX = 6;
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedList: RecentSearch[] = [];
const EMPTY: RecentSearch[] = [];

function read(): RecentSearch[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed)
      ? parsed
          .filter(
            (x): x is RecentSearch =>
              typeof x === "object" &&
              x !== null &&
              typeof (x as RecentSearch).label === "string" &&
              typeof (x as RecentSearch).href === "string" &&
              (x as RecentSearch).href.startsWith("/search-results?"),
          )
          .slice(0, MAX)
      : [];
  } catch {
    cachedList = [];
  }
  return cachedList;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remembers a search (newest first, no duplicates, at most six) in localStorage. */
export function rememberSearch(search: RecentSearch): void {
  if (!search.label.trim()) return;
  const next = [search, ...read().filter((s) => s.href !== search.href)].slice(0, MAX);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

/** The visitor's recent searches (empty on the server). */
export function useRecentSearches(): RecentSearch[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
