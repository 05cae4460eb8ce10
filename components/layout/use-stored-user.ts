"use client";

import { useSyncExternalStore } from "react";
import {
  parseStoredUser,
  STORED_USER_MARK,
  type StoredUser,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from "./stored-user";

/** Same-tab changes (login, logout, profile edits); the "storage" event covers other tabs. */
export const USER_CHANGED_EVENT = "landacre:user-changed";

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

function getServerSnapshot(): StoredUser | null {
  return null;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(USER_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(USER_CHANGED_EVENT, onChange);
  };
}

/** The user stored in localStorage.user, or null (also during server rendering). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Tells every useStoredUser() in this tab that localStorage.user changed; keeps the page's mark. */
export function notifyStoredUserChanged(): void {
  document.documentElement.toggleAttribute(STORED_USER_MARK, Boolean(readRaw()));
  window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

/** Logout on this device: forget user and token (spec §4). */
export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    notifyStoredUserChanged();
  }
}
