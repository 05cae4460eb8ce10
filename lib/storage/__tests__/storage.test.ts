import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLocalStorage } from "../local-storage";
import { createS3Storage } from "../s3-storage";

describe("local storage", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "landacre-storage-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes, reads, checks and deletes files by key", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("listings/7/abc-480.webp", Buffer.from("RIFF"), "image/webp");
    expect(await storage.exists("listings/7/abc-480.webp")).toBe(true);
    expect(await storage.get("listings/7/abc-480.webp")).toEqual({
      body: Buffer.from("RIFF"),
      contentType: "image/webp",
    });
    expect(storage.url("listings/7/abc-480.webp")).toBe("/media/listings/7/abc-480.webp");
    await storage.delete("listings/7/abc-480.webp");
    expect(await storage.get("listings/7/abc-480.webp")).toBeNull();
  });

  it("refuses keys that could escape the upload directory", async () => {
    const storage = createLocalStorage(dir);
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(
      "invalid storage key",
    );
    await expect(storage.get("listings/../../x")).rejects.toThrow("invalid storage key");
  });
});

describe("S3 storage", () => {
  it("throws a clear error when selected without settings", async () => {
    const storage = createS3Storage({
      bucket: "",
      region: "ap-south-1",
      endpoint: "",
      accessKeyId: "",
      secretAccessKey: "",
      publicUrl: "",
      forcePathStyle: false,
    });
    await expect(storage.put("a/b.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      "S3 storage is not configured",
    );
  });

  it("sends signed path-style requests and maps 404 to null", async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
      calls.push({
        url: String(input),
        method: init?.method ?? "GET",
        headers: init?.headers as Record<string, string>,
      });
      return new Response(init?.method === "GET" ? null : "", {
        status: init?.method === "GET" ? 404 : 200,
      });
    }) as typeof fetch;
    const storage = createS3Storage(
      {
        bucket: "photos",
        region: "ap-south-1",
        endpoint: "http://127.0.0.1:9000",
        accessKeyId: "AK",
        secretAccessKey: "SK",
        publicUrl: "https://cdn.example.in",
        forcePathStyle: true,
      },
      fakeFetch,
    );
    await storage.put("listings/1/x-480.webp", Buffer.from("data"), "image/webp");
    expect(await storage.get("listings/1/missing.webp")).toBeNull();
    expect(calls[0].url).toBe("http://127.0.0.1:9000/photos/listings/1/x-480.webp");
    expect(calls[0].method).toBe("PUT");
    expect(calls[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(storage.url("listings/1/x-480.webp")).toBe(
      "https://cdn.example.in/listings/1/x-480.webp",
    );
  });
});
