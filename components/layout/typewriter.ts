/** Typing animation of the full-screen loading screen (spec: 200 ms per letter, 1 s pause). */
export const LOADING_TEXT = "LAND Acre";
export const LOADING_LINE = "Loading your premium real estate experience";
export const TYPING_INTERVAL_MS = 200;
export const TYPING_PAUSE_MS = 1000;

/**
 * Given how many letters are shown, how many to show next and after how long: one more letter
 * every interval; once the text is complete, wait for the pause and restart from nothing.
 */
export function nextTypingStep(
  shown: number,
  length: number,
  intervalMs: number = TYPING_INTERVAL_MS,
  pauseMs: number = TYPING_PAUSE_MS,
): { shown: number; delayMs: number } {
  if (shown >= length) return { shown: 0, delayMs: pauseMs };
  return { shown: shown + 1, delayMs: intervalMs };
}

/**
 * Runs the typing loop with setTimeout, calling onText with the visible part of text (starting
 * empty). Returns a function that stops it.
 */
export function startTypewriter(text: string, onText: (visible: string) => void): () => void {
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const step = nextTypingStep(shown, text.length);
    timer = setTimeout(() => {
      shown = step.shown;
      onText(text.slice(0, shown));
      schedule();
    }, step.delayMs);
  };
  onText("");
  schedule();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}
