// Jest orders a run it has no timings for (a fresh checkout, as in CI) by file size, largest
// first. The two fuzz suites are four-line files (they share lib/http/__tests__/fuzz-suite.ts)
// and the longest-running ones, so they started last and one worker sat idle while the other
// finished them; they go first, and the short suites fill in around them.
const Sequencer = require("@jest/test-sequencer").default;

const RUN_FIRST = /[\\/]fuzz-[\w-]+\.test\.ts$/;

class FuzzFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [
      ...sorted.filter((test) => RUN_FIRST.test(test.path)),
      ...sorted.filter((test) => !RUN_FIRST.test(test.path)),
    ];
  }
}

module.exports = FuzzFirstSequencer;
