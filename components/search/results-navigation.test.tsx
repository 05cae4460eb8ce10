import { renderToStaticMarkup } from "react-dom/server";
import {
  ResultsNavigationContext,
  ResultsNavigationProvider,
  ResultsPendingView,
  useResultsNavigation,
  type ResultsNavigation,
} from "./results-navigation";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

/** Renders `useResultsNavigation` inside `wrap` and hands back what it returned. */
function navigationIn(wrap: (probe: React.ReactNode) => React.ReactNode): ResultsNavigation {
  let seen: ResultsNavigation | undefined;
  function Probe() {
    seen = useResultsNavigation();
    return null;
  }
  renderToStaticMarkup(wrap(<Probe />));
  if (!seen) throw new Error("the probe did not render");
  return seen;
}

const results = <main data-testid="results">Flats for Sale in Mumbai</main>;

describe("ResultsPendingView", () => {
  it("shows the results unchanged while nothing is pending", () => {
    const html = renderToStaticMarkup(
      <ResultsNavigationContext value={{ navigate: jest.fn(), isPending: false }}>
        <ResultsPendingView>{results}</ResultsPendingView>
      </ResultsNavigationContext>,
    );
    expect(html).toBe(renderToStaticMarkup(results));
  });

  it("shows the results skeleton, announced as loading, while a results navigation is pending", () => {
    const html = renderToStaticMarkup(
      <ResultsNavigationContext value={{ navigate: jest.fn(), isPending: true }}>
        <ResultsPendingView>{results}</ResultsPendingView>
      </ResultsNavigationContext>,
    );
    expect(html).not.toContain("Flats for Sale in Mumbai");
    expect(html).toMatch(
      /<main[^>]* role="status"[^>]* aria-busy="true"[^>]* aria-label="Loading results"/,
    );
  });

  it("shows the results outside the provider", () => {
    expect(renderToStaticMarkup(<ResultsPendingView>{results}</ResultsPendingView>)).toBe(
      renderToStaticMarkup(results),
    );
  });
});

describe("useResultsNavigation", () => {
  it("starts with nothing pending and the results shown, inside the provider", () => {
    // startTransition cannot run in a server render; the pending navigation itself is covered by
    // e2e/buyer/search-loading.spec.ts.
    const nav = navigationIn((probe) => (
      <ResultsNavigationProvider>{probe}</ResultsNavigationProvider>
    ));
    expect(nav.isPending).toBe(false);
    expect(
      renderToStaticMarkup(
        <ResultsNavigationProvider>
          <ResultsPendingView>{results}</ResultsPendingView>
        </ResultsNavigationProvider>,
      ),
    ).toBe(renderToStaticMarkup(results));
  });

  it("reports the provider's pending state", () => {
    const navigate = jest.fn();
    const nav = navigationIn((probe) => (
      <ResultsNavigationContext value={{ navigate, isPending: true }}>
        {probe}
      </ResultsNavigationContext>
    ));
    expect(nav.isPending).toBe(true);
    nav.navigate("/search-results?city=Pune");
    expect(navigate).toHaveBeenCalledWith("/search-results?city=Pune");
    expect(push).not.toHaveBeenCalled();
  });

  it("falls back to a plain router.push without a provider (e.g. the home page)", () => {
    const nav = navigationIn((probe) => probe);
    expect(nav.isPending).toBe(false);
    nav.navigate("/search-results?city=Indore");
    expect(push).toHaveBeenCalledWith("/search-results?city=Indore", undefined);
  });
});
