import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { createLead } from "@/lib/leads/create-lead";
import { addCity, addProject, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { listBuyerThreads } from "../list-threads";
import { participantFromActor } from "../participant";
import { getThreadView } from "../read-thread";

/**
 * A conversation's subject and the listing card above it on a Hindi page (/hi/profile/messages/<id>
 * and /hi/saller/queries/<id>): a listing's title the site wrote reads in Hindi as listing cards
 * word it; a seller's own title and a project's name stay as typed.
 */
describe.each(TEST_ENGINES)("a conversation's subject in the page's language on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  const threadIds: Record<"site" | "own" | "project" | "agent", number> = {
    site: 0,
    own: 0,
    project: 0,
    agent: 0,
  };

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const cityId = (await addCity(handle.db)).id;
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    resetLimitersForTesting();
    const site = await addProperty(handle.db, seller.id, cityId, {
      title: "2 BHK Flat for Sale in Vijay Nagar, Indore",
    });
    const own = await addProperty(handle.db, seller.id, cityId, {
      slug: "sea-facing",
      title: "Sea-facing flat, ready to move",
    });
    const project = await addProject(handle.db, seller.id, cityId);
    const ask = (targetType: "property" | "project" | "broker", targetId: number) =>
      createLead(buyer, { targetType, targetId, message: "Is it available?" });
    threadIds.site = (await ask("property", site.id)).threadId;
    threadIds.own = (await ask("property", own.id)).threadId;
    threadIds.project = (await ask("project", project.id)).threadId;
    threadIds.agent = (await ask("broker", seller.id)).threadId;
  });
  afterAll(() => releaseTestDatabase(handle));

  const view = (who: Actor, id: number, locale: "en" | "hi") =>
    getThreadView(participantFromActor(who), id, locale);

  it("words a listing's title the site wrote in Hindi, for the buyer and the seller", async () => {
    for (const who of [buyer, seller]) {
      const hindi = await view(who, threadIds.site, "hi");
      expect(hindi.subject).toBe("विजय नगर, इंदौर में बिक्री के लिए 2 BHK फ्लैट");
      expect(hindi.card.title).toBe("विजय नगर, इंदौर में बिक्री के लिए 2 BHK फ्लैट");
    }
    expect((await view(buyer, threadIds.agent, "hi")).subject).toMatch(/^एजेंट Sunil Tester\d+$/);
  });

  it("keeps a seller's own title and a project's name as typed", async () => {
    expect((await view(buyer, threadIds.own, "hi")).subject).toBe("Sea-facing flat, ready to move");
    expect((await view(buyer, threadIds.project, "hi")).subject).toBe("Skyline Heights");
  });

  it("leaves every subject as stored on English pages", async () => {
    const english = await view(buyer, threadIds.site, "en");
    expect(english.subject).toBe("2 BHK Flat for Sale in Vijay Nagar, Indore");
    expect(english.card.title).toBe("2 BHK Flat for Sale in Vijay Nagar, Indore");
    expect((await view(buyer, threadIds.agent, "en")).subject).toMatch(/^Agent Sunil Tester\d+$/);
  });

  it("tells the conversation list what each subject is, so the list can word it", async () => {
    const list = await listBuyerThreads(participantFromActor(buyer));
    expect(Object.fromEntries(list.map((t) => [t.id, [t.subject, t.target]]))).toEqual({
      [threadIds.site]: ["2 BHK Flat for Sale in Vijay Nagar, Indore", "property"],
      [threadIds.own]: ["Sea-facing flat, ready to move", "property"],
      [threadIds.project]: ["Skyline Heights", "project"],
      [threadIds.agent]: [expect.stringMatching(/^Agent Sunil /), "agent"],
    });
  });
});
