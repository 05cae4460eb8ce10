import path from "node:path";
import { env } from "@/lib/env";
import type { UploadFolder } from "./upload-files";

/**
 * The local folders a backup includes: public uploads and private documents. With S3 storage the
 * files live in the bucket (back it up there: versioning or replication) and none are included.
 */
export function configuredUploadFolders(): UploadFolder[] {
  if (env.STORAGE_DRIVER === "s3") return [];
  return [
    { name: "uploads", dir: path.resolve(env.UPLOAD_DIR) },
    {
      name: "private-uploads",
      dir: path.resolve(
        env.PRIVATE_UPLOAD_DIR ||
          path.join(path.dirname(path.resolve(env.UPLOAD_DIR)), "private-uploads"),
      ),
    },
  ];
}
