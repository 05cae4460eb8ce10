"use server";

import { redirect } from "next/navigation";
import { applyUnsubscribe } from "@/lib/alerts/unsubscribe";
import { unsubscribePaths } from "@/lib/alerts/alert-messages";

/** The page's "Unsubscribe" button (no sign-in: the signed token is the permission). */
export async function unsubscribeAction(formData: FormData): Promise<void> {
  const raw = formData instanceof FormData ? formData.get("token") : null;
  const token = typeof raw === "string" ? raw : "";
  await applyUnsubscribe(token);
  redirect(unsubscribePaths(token).page);
}
