import { GET } from "@/app/api/health/route";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";

// The handler opts out of prerendering with connection(), which needs a request scope that a
// direct call does not have.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

describe.each(TEST_ENGINES)("GET /api/health on %s", (engine) => {
  it("answers 200 with the engine while the database is up, 503 once it is stopped", async () => {
    const handle = await useTestDatabase(engine);
    try {
      const up = await GET();
      expect(up.status).toBe(200);
      expect(await up.json()).toMatchObject({ status: "ok", engine, database: "up" });

      await handle.close();
      const down = await GET();
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("5");
      // The database's error text goes to the log only, never to the caller (finding 9).
      const body = (await down.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "unavailable", database: "down" });
      expect(Object.keys(body).sort()).toEqual(["database", "engine", "status"]);
    } finally {
      await releaseTestDatabase(undefined);
    }
  });
});
