import { noteRequestError } from "@/lib/db/outage-watch";
import { noteFailedRequest } from "@/lib/http/request-error-log";
import { log } from "@/lib/log";

// The outage watch is checked by its own tests (lib/db/__tests__/outage.test.ts); here only that
// every error is handed to it.
jest.mock("@/lib/db/outage-watch", () => ({ noteRequestError: jest.fn() }));

const request = { path: "/property/flat-in-pune-42", method: "GET", headers: {} };
const context = {
  routerKind: "App Router",
  routePath: "/[locale]/property/[slug]",
  routeType: "render",
  renderSource: "server-rendering",
  revalidateReason: undefined,
} as const;

describe("noteFailedRequest (instrumentation.ts onRequestError)", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(log, "error").mockImplementation(() => undefined);
    jest.mocked(noteRequestError).mockClear();
  });
  afterEach(() => errors.mockRestore());

  it("logs a failed render with its address, route and the digest the error screen shows", () => {
    const error = Object.assign(new Error("Cannot read properties of undefined"), {
      digest: "2871641374",
    });
    noteFailedRequest(error, request, context);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual([
      {
        err: error,
        digest: "2871641374",
        method: "GET",
        path: "/property/flat-in-pune-42",
        route: "/[locale]/property/[slug]",
        routeType: "render",
        renderSource: "server-rendering",
      },
      "request failed",
    ]);
    expect(noteRequestError).toHaveBeenCalledWith(error);
  });

  it("logs an error without a digest, or one that is not an Error", () => {
    noteFailedRequest("plain string thrown", request, { ...context, routeType: "route" });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatchObject({
      err: "plain string thrown",
      digest: undefined,
      routeType: "route",
    });
  });

  it("leaves a lost database to the outage watch (one line per outage, not per page)", () => {
    const lost = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    noteFailedRequest(lost, request, context);
    expect(noteRequestError).toHaveBeenCalledWith(lost);
    expect(errors).not.toHaveBeenCalled();
  });

  it("does not count a client that left as an error", () => {
    const gone = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    noteFailedRequest(gone, request, context);
    expect(errors).not.toHaveBeenCalled();
  });
});
