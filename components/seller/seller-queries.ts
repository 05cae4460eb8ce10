"use client";

import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { NotificationItem } from "@/lib/notifications/user-notifications";

/** Query keys of the seller workspace, so mutations know what to refresh. */
export const sellerKeys = {
  all: ["seller"] as const,
  listings: (params: Record<string, string>) => ["seller", "listings", params] as const,
  leads: (params: Record<string, string>) => ["seller", "leads", params] as const,
  leadUnread: ["seller", "leads", "unread"] as const,
  notifications: ["seller", "notifications"] as const,
};

/**
 * After a listing changes outside the My properties table (wizard, dashboard renew): drop the
 * table's cached pages, so its next visit shows the freshly server-rendered rows, not old ones.
 */
export function forgetListingTables(client: QueryClient): void {
  client.removeQueries({ queryKey: ["seller", "listings"] });
}

/** fetch + JSON; throws the server's message on an error status. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...init?.headers },
  });
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok) throw new Error(body?.message ?? `Request failed (${res.status})`);
  return body as T;
}

export function useNotifications(initial: { items: NotificationItem[]; unread: number }) {
  return useQuery({
    queryKey: sellerKeys.notifications,
    queryFn: () =>
      fetchJson<{ items: NotificationItem[]; unread: number }>("/api/seller/notifications"),
    initialData: initial,
    refetchInterval: 60_000,
  });
}

export function useUnreadLeads(initial: number) {
  return useQuery({
    queryKey: sellerKeys.leadUnread,
    queryFn: async () => (await fetchJson<{ unread: number }>("/api/seller/leads/unread")).unread,
    initialData: initial,
    refetchInterval: 60_000,
  });
}
