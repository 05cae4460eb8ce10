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
 * same for everyone (served from cache), and this asks the server who is signing in. A visitor
 * whose browser remembers no login is shown the guest view at once.
 */
export function useVisitorState(propertyId?: number): VisitorView {
  const storedUser = useStoredUser();
  const userKey = storedUser ? storedUser.email : "";
  const [state, setState] = useState<{ key: string; view: VisitorView } | null>(null);
  const key = `${userKey}|${propertyId ?? ""}`;

  useEffect(() => {
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
  }, [key, propertyId]);

  if (state && state.key === key) return state.view;
  return storedUser ? { status: "loading" } : GUEST;
}
