/**
 * Where the browser tests' time goes (issue 24): a Playwright reporter that adds up the
 * duration of every outermost action and assertion by kind (navigations, clicks, waits for a
 * condition, fixtures such as a new context or a signed-in page) and counts page loads per test.
 *
 *   npx playwright test --reporter=line,./bench/e2e-steps.ts
 *   E2E_STEPS_OUT=/tmp/steps.json (default: test-results/e2e-steps.json)
 *
 * Prints the kinds by total time and the tests with the most navigations; writes both as JSON.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from "@playwright/test/reporter";

type Tally = { count: number; ms: number };

const COUNTED = new Set(["pw:api", "expect", "fixture", "hook"]);

/**
 * An action by its verb ("Navigate …" → "navigate", "Click …" → "click"); an assertion, fixture
 * or hook by its category and quoted name ("expect toBeVisible", "hook Before Hooks").
 */
function kindOf(step: TestStep): string {
  if (step.category === "pw:api") return step.title.split(/[\s(]/)[0]!.toLowerCase();
  return `${step.category} ${/"([^"]+)"/.exec(step.title)?.[1] ?? step.title}`;
}

/** True when no ancestor is counted too (a click inside a `toPass` block is the block's time). */
function outermost(step: TestStep): boolean {
  for (let parent = step.parent; parent; parent = parent.parent)
    if (COUNTED.has(parent.category)) return false;
  return true;
}

export default class StepsReporter implements Reporter {
  private kinds = new Map<string, Tally>();
  private tests: { title: string; ms: number; navigations: number }[] = [];
  private navigations = new Map<string, number>();

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (!COUNTED.has(step.category) || !outermost(step)) return;
    const kind = kindOf(step);
    const tally = this.kinds.get(kind) ?? { count: 0, ms: 0 };
    tally.count += 1;
    tally.ms += step.duration;
    this.kinds.set(kind, tally);
    if (kind === "navigate" || kind === "reload")
      this.navigations.set(test.id, (this.navigations.get(test.id) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      title: `${path.relative(process.cwd(), test.location.file)}:${test.location.line} ${test.title}`,
      ms: result.duration,
      navigations: this.navigations.get(test.id) ?? 0,
    });
  }

  onEnd(_result: FullResult): void {
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const kinds = [...this.kinds.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const lines = [`tests ${this.tests.length}, ${(total / 1000).toFixed(0)} s of test time`];
    for (const [kind, t] of kinds.slice(0, 30))
      lines.push(
        `${(t.ms / 1000).toFixed(1).padStart(8)} s ${String(t.count).padStart(6)}×  ${kind}`,
      );
    const busiest = [...this.tests].sort((a, b) => b.navigations - a.navigations).slice(0, 15);
    lines.push("most page loads:");
    for (const t of busiest)
      lines.push(`${String(t.navigations).padStart(4)}  ${(t.ms / 1000).toFixed(1)} s  ${t.title}`);
    console.log(lines.join("\n"));
    const out = process.env.E2E_STEPS_OUT ?? "test-results/e2e-steps.json";
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify({ kinds: Object.fromEntries(kinds), tests: this.tests }, null, 2),
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
