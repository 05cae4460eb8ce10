"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { env } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/locales";
import { canonicalUrl } from "@/lib/seo/alternates";
import {
  shareShortlist,
  shortlistPath,
  stopSharingShortlist,
} from "@/lib/favourites/shortlist-share";
import { changePasswordInSession } from "@/lib/users/change-password";
import { confirmPhoneChange, requestPhoneChange } from "@/lib/users/change-phone";
import { actionClientIp } from "@/lib/users/request-context";
import { updateProfileDetails } from "@/lib/users/update-profile";
import {
  changePasswordSchema,
  formatPhone,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  profileDetailsSchema,
} from "@/lib/validation/auth";

export const updateProfileAction = defineAction({
  actor: "user",
  schema: profileDetailsSchema,
  run: ({ actor, input }) => updateProfileDetails(actor, input),
  success: "Profile updated",
});

export const requestPhoneChangeAction = defineAction({
  actor: "user",
  schema: phoneChangeRequestSchema,
  run: async ({ actor, input }) =>
    requestPhoneChange(actor, input.phoneNumber, { ip: await actionClientIp() }),
});

export const confirmPhoneChangeAction = defineAction({
  actor: "user",
  schema: phoneChangeConfirmSchema,
  run: async ({ actor, input }) => {
    const { phone } = await confirmPhoneChange(actor, input, { ip: await actionClientIp() });
    return { phone: formatPhone(phone) };
  },
  success: "Mobile number updated",
});

export const changeOwnPasswordAction = defineAction({
  actor: "user",
  schema: changePasswordSchema,
  run: ({ actor, clientInput }) => changePasswordInSession(actor, clientInput),
  success: "Password changed. Other sessions have been signed out.",
});

/**
 * Shares the account's shortlist as a read-only link (the same link until it is revoked), in the
 * language of the page that asked (a server action has no page locale of its own).
 */
export const shareShortlistAction = defineArgsAction({
  actor: "user",
  schema: z.tuple([z.enum(LOCALES)]),
  run: async ({ actor, input: [locale] }) => {
    const { shareId } = await shareShortlist(actor);
    return { url: canonicalUrl(env.SITE_URL, locale, shortlistPath(shareId)) };
  },
  success: "Share link ready",
});

/** Turns the shortlist's share link off. */
export const stopSharingShortlistAction = defineArgsAction({
  actor: "user",
  schema: z.tuple([]),
  run: ({ actor }) => stopSharingShortlist(actor),
  success: "Share link turned off",
});
