import {
  databaseDownSince,
  isDatabaseUnavailableError,
  markDatabaseDown,
  markDatabaseUp,
} from "@/lib/db/availability";

describe("database availability", () => {
  afterEach(() => markDatabaseUp());

  it("tells a lost connection from every other failure, through wrapped causes", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailableError(refused)).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailableError({ code: "57P01", message: "terminating connection" })).toBe(
      true,
    );
    // Drizzle wraps the driver's error: "Failed query: …" with the socket error as its cause.
    expect(
      isDatabaseUnavailableError(new Error("Failed query: select 1", { cause: refused })),
    ).toBe(true);

    // A database that stops answering: the client's read limit, PostgreSQL's statement and
    // idle-in-transaction limits (issue 25, finding 6).
    expect(isDatabaseUnavailableError(new Error("Query read timeout"))).toBe(true);
    expect(
      isDatabaseUnavailableError({
        code: "57014",
        message: "canceling statement due to statement timeout",
      }),
    ).toBe(true);
    expect(
      isDatabaseUnavailableError({ code: "25P03", message: "idle-in-transaction timeout" }),
    ).toBe(true);

    expect(isDatabaseUnavailableError({ code: "23505", message: "duplicate key" })).toBe(false);
    expect(
      isDatabaseUnavailableError(new Error("Failed query", { cause: new TypeError("x") })),
    ).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
    expect(isDatabaseUnavailableError("ECONNREFUSED")).toBe(false);
  });

  it("keeps the first moment it went down until it is marked up", () => {
    expect(databaseDownSince()).toBeNull();
    markDatabaseDown(1000);
    markDatabaseDown(2000);
    expect(databaseDownSince()).toBe(1000);
    markDatabaseUp();
    expect(databaseDownSince()).toBeNull();
  });
});
