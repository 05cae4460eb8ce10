import path from "node:path";
import { env } from "@/lib/env";
import type { UploadFolder } from "./upload-files";

/**
 * The local folders a backup includes: public uploads and private documents. With S3 storage the
 * files live in the bucket (back it up there: versioning or replication) and none are included.
 * The folders are data the server finds at run time, not files of the build: `turbopackIgnore`
 * keeps the build's file tracer from taking the whole project along with the backup route.
 */
export function configuredUploadFolders(): UploadFolder[] {
  if (env.STORAGE_DRIVER === "s3") return [];
  const uploads = path.resolve(/* turbopackIgnore: true */ env.UPLOAD_DIR);
  const privateUploads = env.PRIVATE_UPLOAD_DIR
    ? path.resolve(/* turbopackIgnore: true */ env.PRIVATE_UPLOAD_DIR)
    : path.join(/* turbopackIgnore: true */ path.dirname(uploads), "private-uploads");
  return [
    { name: "uploads", dir: uploads },
    { name: "private-uploads", dir: privateUploads },
  ];
}
