"use server";

import { requireUser } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { changePasswordInSession } from "@/lib/users/change-password";
import { confirmPhoneChange, requestPhoneChange } from "@/lib/users/change-phone";
import type { PublicUser } from "@/lib/users/public-user";
import { actionClientIp } from "@/lib/users/request-context";
import { updateProfileDetails } from "@/lib/users/update-profile";
import {
  formatPhone,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  profileDetailsSchema,
} from "@/lib/validation/auth";

export async function updateProfileAction(input: unknown): Promise<ActionResult<PublicUser>> {
  return runAction(
    async () => updateProfileDetails(await requireUser(), profileDetailsSchema.parse(input)),
    "Profile updated",
  );
}

export async function requestPhoneChangeAction(
  input: unknown,
): Promise<ActionResult<{ expiresInSeconds: number }>> {
  return runAction(async () => {
    const actor = await requireUser();
    const { phoneNumber } = phoneChangeRequestSchema.parse(input);
    return requestPhoneChange(actor, phoneNumber, { ip: await actionClientIp() });
  });
}

export async function confirmPhoneChangeAction(
  input: unknown,
): Promise<ActionResult<{ phone: string }>> {
  return runAction(async () => {
    const actor = await requireUser();
    const parsed = phoneChangeConfirmSchema.parse(input);
    const { phone } = await confirmPhoneChange(actor, parsed, { ip: await actionClientIp() });
    return { phone: formatPhone(phone) };
  }, "Mobile number updated");
}

export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction(async () => {
    await changePasswordInSession(await requireUser(), input);
  }, "Password changed. Other sessions have been signed out.");
}
