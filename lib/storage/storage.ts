import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

export { assertValidKey, type FileStorage } from "./file-storage";

let instance: FileStorage | undefined;
let override: FileStorage | undefined;
let privateInstance: FileStorage | undefined;
let privateOverride: FileStorage | undefined;

/** URL prefix of the route that serves private documents to their owner and admins. */
export const PRIVATE_DOCUMENT_PREFIX = "/api/seller/documents/";

/** The configured storage: local disk under UPLOAD_DIR by default, S3-compatible when STORAGE_DRIVER=s3. */
export function getStorage(): FileStorage {
  if (override) return override;
  instance ??=
    env.STORAGE_DRIVER === "s3"
      ? createS3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : createLocalStorage(env.UPLOAD_DIR);
  return instance;
}

/**
 * Storage for private documents. Locally a separate folder the public /media route cannot
 * reach; on S3 the same bucket (keys start with `private/`; keep that prefix non-public).
 */
export function getPrivateStorage(): FileStorage {
  if (privateOverride) return privateOverride;
  if (env.STORAGE_DRIVER === "s3") return getStorage();
  privateInstance ??= createLocalStorage(
    env.PRIVATE_UPLOAD_DIR ||
      path.join(path.dirname(path.resolve(env.UPLOAD_DIR)), "private-uploads"),
    PRIVATE_DOCUMENT_PREFIX,
  );
  return privateInstance;
}

/** Tests swap in their own storage (e.g. temporary directories). */
export function setStorageForTesting(
  storage: FileStorage | undefined,
  privateStorage?: FileStorage,
): void {
  override = storage;
  privateOverride = privateStorage;
}
