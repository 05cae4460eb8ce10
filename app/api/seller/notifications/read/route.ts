import { withUser } from "@/lib/http/route";
import { markNotificationsRead } from "@/lib/notifications/user-notifications";
import { markReadSchema } from "@/lib/validation/seller";

/** Marks the given notifications (or all) read — only the caller's own. */
export const POST = withUser(async ({ req, actor }) => {
  const { ids } = markReadSchema.parse(await req.json());
  return Response.json(await markNotificationsRead(actor, ids));
});
