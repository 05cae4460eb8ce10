import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Button, buttonClass } from "./button";
import { cn } from "./cn";
import { Pager } from "./pager";
import { RadioGroup } from "./radio-group";
import { messagesFor } from "@/lib/i18n/messages";

/** The radios in rendered markup, each with its attributes and the label text after it. */
function radios(html: string) {
  return [...html.matchAll(/<label[^>]*>(<input [^>]*\/>)([^<]*)<\/label>/g)].map((m) => ({
    tag: m[1],
    label: m[2],
    checked: / checked=""/.test(m[1]),
  }));
}

/** Accessibility of the static primitives: roles, names and states as the markup carries them. */
describe("Button", () => {
  it("is a plain button unless told to submit, so it never sends a form by accident", () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(/^<button type="button"/);
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toMatch(
      /^<button type="submit"/,
    );
  });

  it("keeps a visible focus ring and marks disabled buttons for assistive technology", () => {
    const html = renderToStaticMarkup(
      <Button variant="danger" disabled>
        Delete
      </Button>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain("focus-visible:outline-2");
    expect(html).toContain("bg-red-600");
  });

  it("draws links as buttons with the same classes", () => {
    expect(buttonClass("secondary")).toContain("border-slate-300");
    expect(buttonClass("primary", { className: "w-full" })).toMatch(/ w-full$/);
    expect(buttonClass("ghost")).toContain("px-3 py-1");
  });

  it("draws the large round button from its size, with no conflicting classes", () => {
    const large = buttonClass("primary", { size: "lg" }).split(" ");
    expect(large).toEqual(expect.arrayContaining(["rounded-full", "px-6", "py-3", "text-base"]));
    for (const other of ["rounded-md", "px-4", "py-2", "text-sm"])
      expect(large).not.toContain(other);
    expect(buttonClass("ghost", { size: "md" })).toContain("px-4 py-2");
    expect(buttonClass("primary", { className: "w-full" }).split(" ")).toContain("w-full");
    expect(cn("px-4 py-2", false, ["bg-white", { "bg-slate-50": true }])).toBe(
      "px-4 py-2 bg-slate-50",
    );
  });

  it("is given no className that fights its own classes (Button joins them without tailwind-merge)", () => {
    // Padding, text size, corners, colours and weight come from `variant` and `size`.
    const conflicting =
      /(^|\s)(p[xytblr]?-|rounded|text-(xs|sm|base|lg|xl)|bg-|font-(medium|semibold|bold)|border)/;
    const sources = execSync("git ls-files 'app/*.tsx' 'components/*.tsx'", { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.endsWith(".test.tsx"));
    const given: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/<Button\b([^>]*?)className=(?:"([^"]*)"|\{`([^`]*)`\})/g))
        given.push(`${file}: ${match[2] ?? match[3]}`);
      for (const match of text.matchAll(/buttonClass\([^)]*className:\s*"([^"]*)"/g))
        given.push(`${file}: ${match[1]}`);
    }
    expect(given.length).toBeGreaterThan(0);
    expect(given.filter((entry) => conflicting.test(entry.split(": ")[1]))).toEqual([]);
  });
});

describe("Pager", () => {
  const noop = () => {};
  const inEnglish = (pager: ReactElement) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messagesFor("en")} timeZone="Asia/Kolkata">
        {pager}
      </NextIntlClientProvider>,
    );
  it("is a navigation landmark named Pages with the page in words", () => {
    const html = inEnglish(<Pager page={2} pages={5} onPage={noop} />);
    expect(html).toMatch(/^<nav aria-label="Pages"/);
    expect(html).toContain(">Page 2 of 5</span>");
    expect(html).not.toContain('disabled=""');
  });

  it("disables Previous on the first page and Next on the last", () => {
    const first = inEnglish(<Pager page={1} pages={3} onPage={noop} />);
    expect(first).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(first).not.toMatch(/disabled=""[^>]*>Next</);
    const last = inEnglish(<Pager page={3} pages={3} onPage={noop} />);
    expect(last).toMatch(/disabled=""[^>]*>Next<\/button>/);
  });

  it("draws nothing when one page holds everything", () => {
    expect(inEnglish(<Pager page={1} pages={1} onPage={noop} />)).toBe("");
  });
});

describe("RadioGroup", () => {
  const options = [
    { value: "daily", label: "Daily" },
    { value: "weekly", label: "Weekly" },
  ] as const;

  it("is a fieldset named by its legend, one radio per option under one name", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="How often" name="frequency" options={options} value="weekly" />,
    );
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>How often<\/legend>/);
    // Each radio is inside its label, so the label names it.
    const found = radios(html);
    expect(found.map((r) => r.label)).toEqual(["Daily", "Weekly"]);
    for (const r of found) {
      expect(r.tag).toContain('type="radio"');
      expect(r.tag).toContain('name="frequency"');
    }
    expect(found.map((r) => r.checked)).toEqual([false, true]);
  });

  it("disables every option at once through the fieldset", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="How often" name="f" options={options} value="daily" disabled />,
    );
    expect(html).toMatch(/^<fieldset[^>]* disabled=""/);
  });

  it("leaves the choice to the form when uncontrolled", () => {
    const html = renderToStaticMarkup(
      <RadioGroup legend="Why" name="reason" options={options} defaultValue="daily" />,
    );
    expect(radios(html).map((r) => r.checked)).toEqual([true, false]);
  });
});
