"use server";

import { defineAction } from "@/lib/actions/define-action";
import { markNotificationsRead } from "@/lib/notifications/user-notifications";
import { markReadSchema } from "@/lib/validation/seller";

/** Marks the given notifications (or all) read — only the caller's own. */
export const markNotificationsReadAction = defineAction({
  actor: "user",
  schema: markReadSchema,
  run: ({ actor, input }) => markNotificationsRead(actor, input.ids),
});
