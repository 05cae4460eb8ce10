import "server-only";
import { getDbHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { refuseWithoutToken } from "@/lib/http/bearer-token";
import { createBackup } from "./create-backup";
import { configuredUploadFolders } from "./upload-folders";

/**
 * GET /api/admin/backup: this server's backup file (its open database + the uploads), for
 * `npm run db:backup` while the server runs on the embedded database. Behind BACKUP_TOKEN.
 */
export async function backupResponse(req: Request, token = env.BACKUP_TOKEN): Promise<Response> {
  const refused = refuseWithoutToken(req, token, "backup");
  if (refused) return refused;
  const file = await createBackup(await getDbHandle(), configuredUploadFolders());
  return new Response(new Uint8Array(file), {
    headers: { "Content-Type": "application/octet-stream", "Cache-Control": "no-store" },
  });
}
