import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpSmsProvider, type HttpSmsConfig } from "../http-provider";
import { SmsDeliveryError } from "../types";

type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };

describe("HTTP SMS provider", () => {
  let server: Server;
  let base = "";
  let seen: Seen[] = [];
  let reply: { status: number; body: string; delayMs?: number } = { status: 200, body: "{}" };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        setTimeout(() => {
          res.writeHead(reply.status, { "content-type": "application/json" });
          res.end(reply.body);
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    reply = { status: 200, body: "{}" };
  });

  const config = (over: Partial<HttpSmsConfig>): HttpSmsConfig => ({
    kind: "msg91",
    apiUrl: `${base}/api/v5/flow`,
    apiKey: "key-123",
    senderId: "LNDACR",
    templateId: "tpl-9",
    timeoutMs: 2000,
    ...over,
  });

  it("calls the MSG91 flow API with the authkey, template and otp variable", async () => {
    reply = { status: 200, body: JSON.stringify({ type: "success" }) };
    await createHttpSmsProvider(config({})).send({ to: "+919812345678", body: "x", otp: "123456" });
    expect(seen[0].url).toBe("/api/v5/flow");
    expect(seen[0].headers.authkey).toBe("key-123");
    expect(JSON.parse(seen[0].body)).toEqual({
      template_id: "tpl-9",
      short_url: "0",
      recipients: [{ mobiles: "919812345678", otp: "123456" }],
    });
  });

  it("treats an MSG91 error answer as a failure", async () => {
    reply = { status: 200, body: JSON.stringify({ type: "error", message: "bad" }) };
    await expect(
      createHttpSmsProvider(config({})).send({ to: "+919812345678", body: "x", otp: "1" }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it("calls Twilio's Messages API with basic auth and a form body", async () => {
    reply = { status: 201, body: JSON.stringify({ sid: "SM1" }) };
    const provider = createHttpSmsProvider(
      config({
        kind: "twilio",
        apiUrl: `${base}/2010-04-01/Accounts/AC1/Messages.json`,
        apiKey: "AC1:secret",
        senderId: "+15005550006",
      }),
    );
    await provider.send({ to: "+919812345678", body: "123456 is your code" });
    expect(seen[0].headers.authorization).toBe(
      `Basic ${Buffer.from("AC1:secret").toString("base64")}`,
    );
    const form = new URLSearchParams(seen[0].body);
    expect(form.get("To")).toBe("+919812345678");
    expect(form.get("From")).toBe("+15005550006");
    expect(form.get("Body")).toBe("123456 is your code");
  });

  it("fails on a non-2xx answer and on a timeout", async () => {
    reply = { status: 500, body: "oops" };
    await expect(
      createHttpSmsProvider(config({})).send({ to: "+919812345678", body: "x" }),
    ).rejects.toThrow(/answered 500/);
    reply = { status: 200, body: "{}", delayMs: 500 };
    await expect(
      createHttpSmsProvider(config({ timeoutMs: 100 })).send({ to: "+919812345678", body: "x" }),
    ).rejects.toThrow(/unreachable/);
  });
});
