import { MessageBus } from "../bus";
import { openEventFeed, STREAM_OPENING, threadEventStream } from "../event-stream";
import { Heartbeats } from "../heartbeats";
import { guestParticipant, type Participant } from "../participant";
import type { ThreadEvent } from "../thread-events";

const decoder = new TextDecoder();
const buyer = (n: number): Participant =>
  guestParticipant(`+9198000000${String(n).padStart(2, "0")}`);
const seller: Participant = { userId: 7, phone: "+919811111111", role: "seller", name: "S" };
const message = (threadId: number): ThreadEvent => ({
  kind: "message",
  threadId,
  message: {
    id: threadId,
    threadId,
    sender: "seller",
    body: "<b>hello</b>",
    createdAt: "2026-11-28T00:00:00.000Z",
    seenAt: null,
  },
});

describe("shared heartbeats", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("beat every registered stream at least once a period, a slot a tick, on one timer", () => {
    const heartbeats = new Heartbeats(20_000, 20);
    const beats = Array.from({ length: 45 }, () => 0);
    const removers = beats.map((_, i) => heartbeats.add(() => beats[i]++));
    expect(heartbeats.running()).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(1_000);
    // One tick beats one slot: 45 streams over 20 slots → 3 streams in the first.
    expect(beats.filter((n) => n > 0)).toHaveLength(3);
    jest.advanceTimersByTime(19_000);
    expect(beats.every((n) => n === 1)).toBe(true);
    jest.advanceTimersByTime(40_000);
    expect(beats.every((n) => n === 3)).toBe(true);
    for (const remove of removers.slice(1)) remove();
    expect(heartbeats.running()).toBe(true);
    removers[0]();
    removers[0](); // a second call changes nothing
    expect(heartbeats.size()).toBe(0);
    expect(heartbeats.running()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    // Registering again starts the timer again.
    const again = heartbeats.add(() => beats[0]++);
    jest.advanceTimersByTime(20_000);
    expect(beats[0]).toBe(4);
    again();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("keeps every open feed alive with keep-alive comments", () => {
    const heartbeats = new Heartbeats(20_000, 20);
    const bus = new MessageBus("");
    const written = [0, 1, 2].map(() => [] as string[]);
    const stops = written.map((out, i) =>
      openEventFeed(buyer(i), (b) => out.push(decoder.decode(b)), { bus, heartbeats }),
    );
    jest.advanceTimersByTime(20_000);
    for (const out of written) {
      expect(out[0]).toBe("retry: 2000\n: connected\n\n");
      expect(out).toContain(": keep-alive\n\n");
    }
    for (const stop of stops) stop();
    expect(heartbeats.running()).toBe(false);
    expect(bus.listenerCount()).toBe(0);
  });
});

describe("event feeds", () => {
  it("send an event's bytes, encoded once, to every stream it names and to no other", async () => {
    const heartbeats = new Heartbeats();
    const bus = new MessageBus("");
    const got = new Map<string, Uint8Array[]>();
    const open = (name: string, p: Participant) => {
      got.set(name, []);
      return openEventFeed(p, (b) => got.get(name)!.push(b), { bus, heartbeats });
    };
    const stops = [
      open("buyer tab 1", buyer(1)),
      open("buyer tab 2", buyer(1)),
      open("seller", seller),
      open("other buyer", buyer(2)),
    ];
    const event = message(5);
    await bus.publish([{ channels: ["b:+919800000001", "s:7"], event }]);
    const [tab1, tab2, sellerSide, other] = [...got.values()];
    expect(tab1).toHaveLength(2);
    expect(tab1[1]).toBe(tab2[1]);
    expect(sellerSide[1]).toBe(tab1[1]);
    expect(other).toEqual([STREAM_OPENING]);
    expect(decoder.decode(tab1[1])).toBe(`data: ${JSON.stringify(event)}\n\n`);
    for (const stop of stops) stop();
    expect(bus.listenerCount()).toBe(0);
    expect(heartbeats.size()).toBe(0);
  });

  it("end when a write fails (the connection is gone): no listener or beat left", async () => {
    const heartbeats = new Heartbeats();
    const bus = new MessageBus("");
    let writes = 0;
    openEventFeed(
      buyer(3),
      () => {
        if (++writes > 1) throw new Error("socket closed");
      },
      { bus, heartbeats },
    );
    expect(bus.listenerCount()).toBe(1);
    await bus.publish([{ channels: ["b:+919800000003"], event: message(1) }]);
    expect(bus.listenerCount()).toBe(0);
    expect(heartbeats.size()).toBe(0);
    await bus.publish([{ channels: ["b:+919800000003"], event: message(2) }]);
    expect(writes).toBe(2);
  });
});

describe("the route handler's stream body", () => {
  it("carries the events and leaves the fan-out when the client cancels it", async () => {
    const heartbeats = new Heartbeats();
    const bus = new MessageBus("");
    const body = threadEventStream(buyer(4), new AbortController().signal, { bus, heartbeats });
    const reader = body.getReader();
    expect(decoder.decode((await reader.read()).value)).toContain(": connected");
    await bus.publish([{ channels: ["b:+919800000004"], event: message(9) }]);
    expect(decoder.decode((await reader.read()).value)).toContain('"threadId":9');
    expect(bus.listenerCount()).toBe(1);
    await reader.cancel();
    expect(bus.listenerCount()).toBe(0);
    expect(heartbeats.size()).toBe(0);
  });

  it("ends when the request is aborted", async () => {
    const heartbeats = new Heartbeats();
    const bus = new MessageBus("");
    const abort = new AbortController();
    const reader = threadEventStream(buyer(5), abort.signal, { bus, heartbeats }).getReader();
    await reader.read();
    abort.abort();
    expect(bus.listenerCount()).toBe(0);
    expect(heartbeats.size()).toBe(0);
    expect((await reader.read()).done).toBe(true);
  });
});
