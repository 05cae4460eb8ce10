import { withUser } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/user-notifications";

/** The signed-in account's latest notifications and unread count (the shell's bell). */
export const GET = withUser(async ({ actor }) => Response.json(await listNotifications(actor)));
