import { connection } from "next/server";
import { backupResponse } from "@/lib/backup/backup-response";
import { route } from "@/lib/http/route";

/** GET /api/admin/backup — a consistent backup of the running server (BACKUP_TOKEN; 404 unset). */
export const GET = route(async ({ req }) => {
  await connection();
  return backupResponse(req);
});
