import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a client got for one request: status line, headers (also raw, in order) and body. */
export type OneAnswer = {
  status: number;
  message: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
};

/**
 * Serves `handle` on a loopback port for one request and returns what the client got, over a
 * real socket (the hooks on Node's server and response are what these tests exercise).
 */
export async function requestOnce(
  handle: http.RequestListener,
  path = "/",
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<OneAnswer> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<OneAnswer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              message: response.statusMessage ?? "",
              headers: response.headers,
              rawHeaders: response.rawHeaders,
              body,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
