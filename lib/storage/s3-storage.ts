import "server-only";
import { signRequest, sha256Hex, uriEncode } from "./sigv4";
import { assertValidKey, type FileStorage } from "./storage";

export type S3Config = {
  bucket: string;
  region: string;
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (CDN); default: the object URL itself. */
  publicUrl: string;
  /** MinIO and most self-hosted stores need path-style URLs (endpoint/bucket/key). */
  forcePathStyle: boolean;
};

export class StorageNotConfiguredError extends Error {
  constructor() {
    super(
      "S3 storage is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for non-AWS stores).",
    );
    this.name = "StorageNotConfiguredError";
  }
}

type FetchLike = typeof fetch;

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO…) using SigV4-signed fetch
 * requests: PUT, GET, HEAD and DELETE on single objects. Selected with STORAGE_DRIVER=s3.
 */
export function createS3Storage(config: S3Config, fetchImpl: FetchLike = fetch): FileStorage {
  const configured = Boolean(config.bucket && config.accessKeyId && config.secretAccessKey);
  const endpoint = (config.endpoint || `https://s3.${config.region}.amazonaws.com`).replace(
    /\/+$/,
    "",
  );

  const objectUrl = (key: string): URL => {
    assertValidKey(key);
    const base = new URL(endpoint);
    const encodedKey = uriEncode(key, true);
    if (config.forcePathStyle) {
      return new URL(
        `${base.origin}${base.pathname.replace(/\/$/, "")}/${config.bucket}/${encodedKey}`,
      );
    }
    return new URL(`${base.protocol}//${config.bucket}.${base.host}/${encodedKey}`);
  };

  const send = async (
    method: string,
    key: string,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> => {
    if (!configured) throw new StorageNotConfiguredError();
    const url = objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: extraHeaders,
        payloadHash: sha256Hex(body ?? ""),
        date: new Date(),
      },
      {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        region: config.region,
      },
    );
    delete headers.host; // fetch sets it
    return fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };

  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => "");
    throw new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };

  return {
    driver: "s3",
    async put(key, body, contentType) {
      const res = await send("PUT", key, body, {
        "content-type": contentType,
        // Uploaded PDFs are downloaded, never rendered inline on the bucket's origin.
        ...(contentType === "application/pdf" ? { "content-disposition": "attachment" } : {}),
      });
      if (!res.ok) await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key}`, res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async exists(key) {
      const res = await send("HEAD", key);
      if (res.status === 404) return false;
      if (!res.ok) await fail(`HEAD ${key}`, res);
      return true;
    },
    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
    },
    url(key) {
      if (config.publicUrl)
        return `${config.publicUrl.replace(/\/+$/, "")}/${uriEncode(key, true)}`;
      return objectUrl(key).toString();
    },
  };
}
