import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Service = typeof import("../reverse-geocode-service");

let server: Server;
let mode: "ok" | "slow" | "error" | "abroad" = "ok";
let lastQuery = "";

const mockGeocoder = { url: "", timeoutMs: 4_000 };
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) =>
        key === "GEOCODER_URL"
          ? mockGeocoder.url
          : key === "GEOCODER_TIMEOUT_MS"
            ? mockGeocoder.timeoutMs
            : Reflect.get(target, key),
    }),
  };
});

async function loadService(url: string, timeoutMs = 4_000): Promise<Service> {
  jest.resetModules();
  mockGeocoder.url = url;
  mockGeocoder.timeoutMs = timeoutMs;
  return import("../reverse-geocode-service");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    lastQuery = req.url ?? "";
    if (mode === "error") {
      res.writeHead(500).end("boom");
      return;
    }
    const address =
      mode === "abroad"
        ? { city: "Karachi", state: "Sindh", country: "Pakistan", country_code: "pk" }
        : { city: "Bengaluru", state: "Karnataka", country: "India", country_code: "in" };
    const send = () =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ address }));
    if (mode === "slow") setTimeout(send, 5000);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function baseUrl(): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("reverse geocoding through an upstream geocoder", () => {
  it("uses the upstream answer, spelled as our search knows the city", async () => {
    mode = "ok";
    const { reverseGeocodeLocation } = await loadService(baseUrl());
    const answer = await reverseGeocodeLocation("12.9716", "77.5946");
    expect(lastQuery).toContain("/reverse?format=jsonv2&lat=12.9716&lon=77.5946");
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Location fetched successfully",
        data: {
          city: "Bangalore",
          state: "Karnataka",
          country: "India",
          full: "Bangalore, Karnataka, India",
        },
      },
    });
  });

  it("falls back to the offline dataset when the upstream times out", async () => {
    mode = "slow";
    const { reverseGeocodeLocation } = await loadService(baseUrl(), 200);
    const started = Date.now();
    const answer = await reverseGeocodeLocation("22.7196", "75.8577");
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.city).toBe("Indore");
  });

  it("falls back when the upstream fails or answers for another country", async () => {
    mode = "error";
    let service = await loadService(baseUrl());
    expect((await service.reverseGeocodeLocation("23.2599", "77.4126")).body.data?.city).toBe(
      "Bhopal",
    );
    mode = "abroad";
    service = await loadService(baseUrl());
    expect((await service.reverseGeocodeLocation("23.2599", "77.4126")).body.data?.city).toBe(
      "Bhopal",
    );
  });

  it("never asks the upstream for invalid input", async () => {
    mode = "ok";
    lastQuery = "";
    const { reverseGeocodeLocation } = await loadService(baseUrl());
    expect((await reverseGeocodeLocation("x", "1")).status).toBe(400);
    expect(lastQuery).toBe("");
  });
});
