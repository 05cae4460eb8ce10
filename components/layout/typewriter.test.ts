import {
  LOADING_TEXT,
  nextTypingStep,
  startTypewriter,
  TYPING_INTERVAL_MS,
  TYPING_PAUSE_MS,
} from "./typewriter";

describe("nextTypingStep", () => {
  it("adds one letter per interval until the text is complete", () => {
    expect(nextTypingStep(0, 9)).toEqual({ shown: 1, delayMs: 200 });
    expect(nextTypingStep(8, 9)).toEqual({ shown: 9, delayMs: 200 });
  });

  it("pauses one second on the complete text, then restarts from nothing", () => {
    expect(nextTypingStep(9, 9)).toEqual({ shown: 0, delayMs: 1000 });
  });
});

describe("startTypewriter", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("types LAND Acre one letter every 200 ms, pauses 1 s and restarts", () => {
    const seen: string[] = [];
    const stop = startTypewriter(LOADING_TEXT, (visible) => seen.push(visible));
    expect(seen).toEqual([""]);

    jest.advanceTimersByTime(TYPING_INTERVAL_MS - 1);
    expect(seen.at(-1)).toBe("");
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe("L");
    jest.advanceTimersByTime(TYPING_INTERVAL_MS);
    expect(seen.at(-1)).toBe("LA");

    jest.advanceTimersByTime(TYPING_INTERVAL_MS * 7);
    expect(seen.at(-1)).toBe("LAND Acre");

    // The complete text stays for the whole pause.
    jest.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(seen.at(-1)).toBe("LAND Acre");
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe("");

    // Then it types again from the first letter.
    jest.advanceTimersByTime(TYPING_INTERVAL_MS);
    expect(seen.at(-1)).toBe("L");
    expect(seen.slice(0, 11)).toEqual([
      "",
      "L",
      "LA",
      "LAN",
      "LAND",
      "LAND ",
      "LAND A",
      "LAND Ac",
      "LAND Acr",
      "LAND Acre",
      "",
    ]);
    stop();
  });

  it("stops updating once stopped", () => {
    const onText = jest.fn();
    const stop = startTypewriter(LOADING_TEXT, onText);
    jest.advanceTimersByTime(TYPING_INTERVAL_MS * 2);
    stop();
    const calls = onText.mock.calls.length;
    jest.advanceTimersByTime(10_000);
    expect(onText).toHaveBeenCalledTimes(calls);
  });
});
