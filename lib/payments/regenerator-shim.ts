/**
 * @pdf-lib/fontkit's Devanagari (Indic) shaper runs one Babel-compiled generator that calls the
 * global `regeneratorRuntime` (its build expects the page to provide it). This is the small part
 * of it that generator uses: `mark` and `wrap` over a `switch (context.next)` state machine that
 * yields by `return` and ends with `context.stop()`.
 */
type Context = { prev: number | string; next: number | string; done: boolean; stop(): undefined };
type Body = (context: Context) => unknown;

const holder = globalThis as { regeneratorRuntime?: unknown };

holder.regeneratorRuntime ??= {
  mark: <T>(fn: T): T => fn,
  wrap: (body: Body): IterableIterator<unknown> => {
    const context: Context = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
        return undefined;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return iterator;
  },
};

export {};
