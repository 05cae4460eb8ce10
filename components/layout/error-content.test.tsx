import { renderToStaticMarkup } from "react-dom/server";
import { ErrorContent } from "./error-content";

describe("ErrorContent", () => {
  const noop = () => {};

  it("announces the failure and offers a retry and the way home", () => {
    const html = renderToStaticMarkup(<ErrorContent retrying={false} onRetry={noop} />);
    expect(html).toMatch(/^<main role="alert"/);
    expect(html).toContain(">Something went wrong</h1>");
    expect(html).toMatch(/<button type="button"[^>]*>.*Try again<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Go to home<\/a>/);
    expect(html).not.toContain("reference");
  });

  it("shows the reference to quote and disables the retry while it runs", () => {
    const html = renderToStaticMarkup(<ErrorContent digest="3141592653" retrying onRetry={noop} />);
    expect(html).toContain('quote reference <code class="font-mono">3141592653</code>');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>.*Trying again…<\/button>/);
  });
});
