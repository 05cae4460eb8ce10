import "server-only";

/** How often each open stream gets a keep-alive comment, so proxies keep the connection. */
export const HEARTBEAT_MS = 20_000;
/** The period is cut into this many slots: one tick a second beats a twentieth of the streams. */
const SLOTS = 20;

/**
 * One timer for every open event stream of the process instead of one per stream. Streams are
 * dealt round-robin into SLOTS groups and each tick (every period / SLOTS) beats one group, so
 * every stream still gets a beat at least once a period, and 2,000 streams opened together do not
 * all write in the same turn. The timer runs only while a stream is registered.
 */
export class Heartbeats {
  private readonly slots: Set<() => void>[];
  private nextSlot = 0;
  private tick = 0;
  private registered = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly periodMs: number = HEARTBEAT_MS,
    slotCount: number = SLOTS,
  ) {
    this.slots = Array.from({ length: slotCount }, () => new Set<() => void>());
  }

  /** Registers a beat; returns the function that removes it (once; later calls do nothing). */
  add(beat: () => void): () => void {
    const slot = this.slots[this.nextSlot];
    this.nextSlot = (this.nextSlot + 1) % this.slots.length;
    slot.add(beat);
    this.registered++;
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), this.periodMs / this.slots.length);
      this.timer.unref();
    }
    return () => {
      if (!slot.delete(beat)) return;
      this.registered--;
      if (this.registered === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Streams registered now. */
  size(): number {
    return this.registered;
  }

  /** Whether the shared timer is running (only while a stream is registered). */
  running(): boolean {
    return this.timer !== null;
  }

  private beat(): void {
    const slot = this.slots[this.tick];
    this.tick = (this.tick + 1) % this.slots.length;
    // A beat may end its stream (a write to a closed connection), which removes it from the slot.
    for (const beat of [...slot]) beat();
  }
}

type Holder = { heartbeats?: Heartbeats };
const holder: Holder = ((globalThis as { __landAcreHeartbeats?: Holder }).__landAcreHeartbeats ??=
  {});

/** The process's heartbeats, shared by every bundle that opens a stream (hence globalThis). */
export function sharedHeartbeats(): Heartbeats {
  holder.heartbeats ??= new Heartbeats();
  return holder.heartbeats;
}
