"use client";

import { useEffect, useState } from "react";
import { useStoredUser } from "@/components/layout/use-stored-user";
import { displayPhone } from "@/components/seller/contact-links";
import type { VisitorState } from "@/lib/users/visitor-state";
import { loadVisitorState } from "@/lib/users/actions";

export type VisitorView =
  { status: "loading" } | ({ status: "ready"; signedIn: boolean } & VisitorState);

const GUEST: VisitorView = { status: "ready", signedIn: false, sender: null, saved: false };

function readyView(data: VisitorState): VisitorView {
  const sender = data.sender ? { ...data.sender, phone: displayPhone(data.sender.phone) } : null;
  return { status: "ready", signedIn: sender !== null, sender, saved: data.saved };
}

/** One request per page and account: the enquiry box and the heart share it. */
const pending = new Map<string, Promise<VisitorState | null>>();

function load(key: string, propertyId?: number): Promise<VisitorState | null> {
  let request = pending.get(key);
  if (!request) {
    request = loadVisitorState({ propertyId })
      .then((result) => (result.ok ? result.data : null))
      .catch(() => null);
    pending.set(key, request);
    // Later visits (or a login in between) ask again.
    void request.finally(() => setTimeout(() => pending.delete(key), 1_000));
  }
  return request;
}

/**
 * The visitor's part of a cached public page, filled in after it loads: the page itself is the
 * same for everyone (served from cache), and this asks the server who is signed in. A visitor
 * whose browser remembers no login is shown the guest view at once, without asking.
 */
export function useVisitorState(propertyId?: number): VisitorView {
  const storedUser = useStoredUser();
  const userKey = storedUser ? storedUser.email : "";
  const [state, setState] = useState<{ key: string; view: VisitorView } | null>(null);
  const key = `${userKey}|${propertyId ?? ""}`;

  useEffect(() => {
    // No login remembered: the guest view needs nothing from the server (the stored user decides
    // who is signed in, as in the header), so a guest's page load makes no request for it.
    if (!userKey) return;
    let live = true;
    void load(key, propertyId).then((data) => {
      if (!live) return;
      setState({
        key,
        view: data ? readyView(data) : GUEST,
      });
    });
    return () => {
      live = false;
    };
  }, [key, userKey, propertyId]);

  if (state && state.key === key) return state.view;
  return storedUser ? { status: "loading" } : GUEST;
}
