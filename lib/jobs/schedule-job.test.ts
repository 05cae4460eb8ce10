import { scheduleJob, type JobTimers } from "./background";

function fakeTimers() {
  const calls: { kind: "timeout" | "interval"; fn: () => void; ms: number }[] = [];
  const handle = { unref: jest.fn() };
  const timers: JobTimers = {
    setTimeout: (fn, ms) => (calls.push({ kind: "timeout", fn, ms }), handle),
    setInterval: (fn, ms) => (calls.push({ kind: "interval", fn, ms }), handle),
  };
  return { calls, timers, handle };
}

describe("scheduleJob", () => {
  it("runs shortly after start, then on the interval, without keeping the process alive", () => {
    const job = jest.fn();
    const { calls, timers, handle } = fakeTimers();
    scheduleJob(21_600_000, 120_000, job, timers);
    expect(calls).toEqual([{ kind: "timeout", fn: expect.any(Function), ms: 120_000 }]);
    expect(job).not.toHaveBeenCalled();
    calls[0].fn();
    expect(job).toHaveBeenCalledTimes(1);
    expect(calls[1]).toEqual({ kind: "interval", fn: job, ms: 21_600_000 });
    expect(handle.unref).toHaveBeenCalledTimes(2);
  });

  it("starts no sooner than the interval itself", () => {
    const { calls, timers } = fakeTimers();
    scheduleJob(5_000, 120_000, jest.fn(), timers);
    expect(calls[0].ms).toBe(5_000);
  });

  it("does nothing when the interval is 0 (cron only)", () => {
    const { calls, timers } = fakeTimers();
    scheduleJob(0, 120_000, jest.fn(), timers);
    expect(calls).toEqual([]);
  });
});
