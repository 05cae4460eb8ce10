import { FALLBACK_MS, deferScriptsPastFirstPaint } from "../first-paint-scripts";

/** A cached page's head and body as Next.js writes them. */
const HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/a-480.webp 480w" fetchPriority="high"/>' +
  '<style data-first-paint="">.card{}</style>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<link rel="preload" href="/i18n/public-en.1.json" as="fetch" crossorigin=""/>' +
  "<title>Flat &amp; plot</title>" +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  "<body><main><h1>Flat</h1></main>" +
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';
const PAGE = HEAD + BODY;

type Element = { name: string; attributes: [string, string][] };

/**
 * Runs a page's inline loader against a stand-in browser: what it appends to the head, and the
 * moments it waits for (the first contentful paint, a frame, a timer), which the test makes
 * happen.
 */
function runLoader(html: string, browser: { paintTiming: boolean }) {
  const script = html.match(/<script>(\(function\(run\)[\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error("no loader in the page");
  const appended: Element[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const paintObservers: ((list: unknown, observer: unknown) => void)[] = [];
  const document = {
    createElement: (name: string) => {
      const element: Element = { name, attributes: [] };
      return {
        element,
        setAttribute: (attribute: string, value: string) =>
          element.attributes.push([attribute, value]),
      };
    },
    head: { appendChild: ({ element }: { element: Element }) => appended.push(element) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers.length = 0;
    }
  }
  new Function("window", "document", "requestAnimationFrame", "setTimeout", script)(
    { PerformanceObserver },
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ ms, run }),
  );
  const paint = (name: string) => {
    const observer = new PerformanceObserver(() => undefined);
    for (const callback of [...paintObservers])
      callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, observer);
  };
  const timer = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.run());
  return { appended, frames, timers, paint, timer };
}

describe("a cached page's scripts, asked for after its first frame", () => {
  const page = deferScriptsPastFirstPaint(PAGE);

  it("takes the scripts and their preloads out of the page and leaves everything else", () => {
    expect(page).not.toMatch(/<script src="[^"]+" (id="_R_" )?async=""><\/script>/);
    expect(page).not.toContain('as="script"');
    expect(page).not.toContain('<link rel="preload" href="/i18n/');
    // The photo's preload, the inline rules, the title, the old browsers' script and the page's
    // payload stay where they were.
    for (const kept of [
      '<link rel="preload" as="image" imageSrcSet="/media/a-480.webp 480w" fetchPriority="high"/>',
      '<style data-first-paint="">.card{}</style>',
      "<title>Flat &amp; plot</title>",
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
      '<body><main><h1>Flat</h1></main><script>self.__next_f.push([1,"x"])</script></body>',
    ])
      expect(page).toContain(kept);
    // The loader stands where the first script's preload stood, in the head.
    expect(page.indexOf("<script>(function(run)")).toBe(
      HEAD.indexOf('<link rel="preload" as="script"'),
    );
  });

  const TAGS = [
    {
      name: "script",
      attributes: [
        ["src", "/_next/static/chunks/a.js"],
        ["async", ""],
      ],
    },
    {
      name: "script",
      attributes: [
        ["src", "/_next/static/chunks/b.js"],
        ["async", ""],
      ],
    },
    {
      name: "link",
      attributes: [
        ["rel", "preload"],
        ["href", "/i18n/public-en.1.json"],
        ["as", "fetch"],
        ["crossorigin", ""],
      ],
    },
    {
      name: "script",
      attributes: [
        ["src", "/_next/static/chunks/main.js"],
        ["id", "_R_"],
        ["async", ""],
      ],
    },
  ];

  it("adds the same tags with the same attributes, in order, once, after the first contentful paint", () => {
    const browser = runLoader(page, { paintTiming: true });
    // Nothing while the page is read, nor at a paint with no content yet.
    expect(browser.appended).toEqual([]);
    browser.paint("first-paint");
    browser.timer(0);
    expect(browser.appended).toEqual([]);
    // The first contentful paint sets a timer; the tags come when it runs.
    browser.paint("first-contentful-paint");
    expect(browser.appended).toEqual([]);
    browser.timer(0);
    expect(browser.appended).toEqual(TAGS);
    // The script preloaded in the head is the one the body starts with: asked for once.
    expect(browser.appended.filter(({ name }) => name === "link")).toHaveLength(1);
    // The background tab's timer then finds the work done.
    browser.timer(FALLBACK_MS);
    expect(browser.appended).toHaveLength(4);
  });

  it("waits for the first frame in a browser without paint timing", () => {
    const browser = runLoader(page, { paintTiming: false });
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]!();
    expect(browser.appended).toEqual([]);
    browser.timer(0);
    expect(browser.appended).toEqual(TAGS);
  });

  it("asks for them anyway when nothing is drawn (a tab in the background)", () => {
    const browser = runLoader(page, { paintTiming: true });
    browser.timer(FALLBACK_MS);
    expect(browser.appended).toEqual(TAGS);
  });

  it("does a page once, and leaves a page without scripts, without a head or from elsewhere alone", () => {
    expect(deferScriptsPastFirstPaint(page)).toBe(page);
    const withoutScripts =
      HEAD.replace(/<script src="[^"]+" async=""><\/script>/g, "") + "<body></body></html>";
    expect(deferScriptsPastFirstPaint(withoutScripts)).toBe(withoutScripts);
    const noHead = BODY;
    expect(deferScriptsPastFirstPaint(noHead)).toBe(noHead);
    const otherOrigin = HEAD.replace(
      /"\/_next\/static\/chunks\/(a|b)\.js"/g,
      '"//cdn.example/$1.js"',
    );
    expect(deferScriptsPastFirstPaint(otherOrigin + BODY)).toContain(
      '<script src="//cdn.example/a.js" async="">',
    );
  });

  it("cannot close its own script element with what it copies", () => {
    // React writes `<` and `>` in an attribute as character references; the loader copies the
    // value itself.
    const hostile = PAGE.replace(
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/b.js?&lt;/script&gt;&lt;script&gt;alert(1)//",
    );
    const rewritten = deferScriptsPastFirstPaint(hostile);
    const loader = rewritten.match(/<script>\(function\(run\)[\s\S]*?<\/script>/)![0];
    expect(loader).toContain("\\u003c/script>\\u003cscript>alert(1)//");
    expect(loader.indexOf("</script>")).toBe(loader.length - "</script>".length);
  });
});
