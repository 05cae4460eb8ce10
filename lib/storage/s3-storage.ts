import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertValidKey, type FileStorage } from "./file-storage";

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

/** An object key as S3 canonicalises it: RFC 3986, `/` kept between segments. */
export function encodeKey(key: string): string {
  return key
    .split("/")
    .map((part) =>
      encodeURIComponent(part).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");
}

export type S3SignInput = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Buffer;
  /** "20130524T000000Z"; now when omitted. */
  datetime?: string;
};

/**
 * SigV4 headers for one S3 request, signed by `aws4fetch`: every header we send is signed and
 * the payload's SHA-256 is sent and signed (S3 rejects a body that does not match it).
 */
export async function signS3Request(
  client: AwsClient,
  input: S3SignInput,
): Promise<Record<string, string>> {
  const payloadHash = createHash("sha256")
    .update(input.body ?? "")
    .digest("hex");
  const signed = await client.sign(input.url.toString(), {
    method: input.method,
    headers: { ...input.headers, "x-amz-content-sha256": payloadHash },
    aws: { allHeaders: true, ...(input.datetime ? { datetime: input.datetime } : {}) },
  });
  return Object.fromEntries(signed.headers);
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO…) using SigV4-signed fetch
 * requests (`aws4fetch`): PUT, GET, HEAD and DELETE on single objects. Selected with
 * STORAGE_DRIVER=s3.
 */
export function createS3Storage(config: S3Config, fetchImpl: FetchLike = fetch): FileStorage {
  const configured = Boolean(config.bucket && config.accessKeyId && config.secretAccessKey);
  const endpoint = (config.endpoint || `https://s3.${config.region}.amazonaws.com`).replace(
    /\/+$/,
    "",
  );
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });

  const objectUrl = (key: string): URL => {
    assertValidKey(key);
    const base = new URL(endpoint);
    const encodedKey = encodeKey(key);
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
    const headers = await signS3Request(client, { method, url, headers: extraHeaders, body });
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
      if (config.publicUrl) return `${config.publicUrl.replace(/\/+$/, "")}/${encodeKey(key)}`;
      return objectUrl(key).toString();
    },
  };
}
