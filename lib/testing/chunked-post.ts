import http from "node:http";

/**
 * POSTs `total` bytes of JSON-typed filler to 127.0.0.1 in 256 KB chunks (chunked encoding)
 * until the server answers; resolves with its status. Used by the body-limit checks.
 */
export function sendChunked(port: number, pathname: string, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}
