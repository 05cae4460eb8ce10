import { hookServerRequests } from "@/lib/http/server-request-hook";
import { requestOnce } from "@/lib/testing/request-once";

// Node's server stays patched for the rest of this Jest worker: these hooks touch only their own
// addresses.
const OURS = "/hook-test";

describe("hooks on Node's server", () => {
  const seen: string[] = [];

  beforeAll(() => {
    expect(
      hookServerRequests("test.first", (request, _response, next) => {
        if (request.url?.startsWith(OURS)) seen.push(`first ${request.url}`);
        return next();
      }),
    ).toBe(true);
    // Once per name: a second install (another module copy) does nothing.
    expect(hookServerRequests("test.first", () => false)).toBe(false);
    hookServerRequests("test.second", (request, response, next) => {
      if (!request.url?.startsWith(OURS)) return next();
      seen.push(`second ${request.url}`);
      if (request.url === `${OURS}/answered-here`) {
        response.writeHead(204).end();
        return true;
      }
      request.url = `${request.url}?seen`;
      return next();
    });
  });
  beforeEach(() => (seen.length = 0));

  it("runs every hook before the server's own listener, the last installed first", async () => {
    let reached = "";
    const answer = await requestOnce((request, response) => {
      reached = request.url ?? "";
      response.end("ok");
    }, `${OURS}/page`);
    expect(answer.body).toBe("ok");
    expect(seen).toEqual([`second ${OURS}/page`, `first ${OURS}/page?seen`]);
    expect(reached).toBe(`${OURS}/page?seen`);
  });

  it("lets a hook answer a request itself: the server's listener never sees it", async () => {
    let reached = false;
    const answer = await requestOnce(() => (reached = true), `${OURS}/answered-here`);
    expect(answer.status).toBe(204);
    expect(seen).toEqual([`second ${OURS}/answered-here`]);
    expect(reached).toBe(false);
  });
});
