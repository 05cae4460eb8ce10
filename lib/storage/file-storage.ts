/**
 * The storage contract both drivers (./local-storage, ./s3-storage) implement, and the key rule.
 * Its own file so the drivers do not import ./storage, which picks one of them.
 */

/** Where uploaded files live. Keys are server-made (`listings/12/<uuid>-960.webp`), never user file names. */
export interface FileStorage {
  readonly driver: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are lower-case path segments without `..`; anything else is a programming error. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes("..") || key.length > 300) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
