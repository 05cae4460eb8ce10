"use server";

import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import {
  shareShortlist,
  shortlistPath,
  stopSharingShortlist,
} from "@/lib/favourites/shortlist-share";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { changePasswordInSession } from "@/lib/users/change-password";
import { confirmPhoneChange, requestPhoneChange } from "@/lib/users/change-phone";
import type { PublicUser } from "@/lib/users/public-user";
import { actionClientIp } from "@/lib/users/request-context";
import { updateProfileDetails } from "@/lib/users/update-profile";
import {
  changePasswordSchema,
  formatPhone,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  profileDetailsSchema,
} from "@/lib/validation/auth";

export async function updateProfileAction(input: unknown): Promise<ActionResult<PublicUser>> {
  return runAction(async () => {
    const details = parseActionInput(profileDetailsSchema, input);
    return updateProfileDetails(await requireUser(), details);
  }, "Profile updated");
}

export async function requestPhoneChangeAction(
  input: unknown,
): Promise<ActionResult<{ expiresInSeconds: number }>> {
  return runAction(async () => {
    const { phoneNumber } = parseActionInput(phoneChangeRequestSchema, input);
    const actor = await requireUser();
    return requestPhoneChange(actor, phoneNumber, { ip: await actionClientIp() });
  });
}

export async function confirmPhoneChangeAction(
  input: unknown,
): Promise<ActionResult<{ phone: string }>> {
  return runAction(async () => {
    const parsed = parseActionInput(phoneChangeConfirmSchema, input);
    const actor = await requireUser();
    const { phone } = await confirmPhoneChange(actor, parsed, { ip: await actionClientIp() });
    return { phone: formatPhone(phone) };
  }, "Mobile number updated");
}

export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction(async () => {
    parseActionInput(changePasswordSchema, input);
    await changePasswordInSession(await requireUser(), input);
  }, "Password changed. Other sessions have been signed out.");
}

/** Shares the account's shortlist as a read-only link (the same link until it is revoked). */
export async function shareShortlistAction(): Promise<ActionResult<{ url: string }>> {
  return runAction(async () => {
    const { shareId } = await shareShortlist(await requireUser());
    return { url: `${env.SITE_URL.replace(/\/$/, "")}${shortlistPath(shareId)}` };
  }, "Share link ready");
}

/** Turns the shortlist's share link off. */
export async function stopSharingShortlistAction(): Promise<ActionResult<{ shared: false }>> {
  return runAction(async () => stopSharingShortlist(await requireUser()), "Share link turned off");
}
