import {
  type AnchorLike,
  type ClickLike,
  navigationTarget,
  softNavigationTarget,
} from "./progress-link";

const plainClick: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const here = { origin: "https://landacre.in", pathname: "/about" };

function anchor(href: string, attrs: Record<string, string> = {}): AnchorLike {
  return {
    href: new URL(href, here.origin).toString(),
    target: attrs.target ?? "",
    hasAttribute: (name) => name in attrs,
  };
}

describe("navigationTarget", () => {
  it("returns the new pathname for a plain click on an internal link to another page", () => {
    expect(navigationTarget(plainClick, anchor("/contact"), here)).toBe("/contact");
    expect(
      navigationTarget(plainClick, anchor("/search-results?propertyType=Office&page=1"), here),
    ).toBe("/search-results");
  });

  it("ignores the same page, other sites, tel/mailto, new tabs, downloads and modified clicks", () => {
    expect(navigationTarget(plainClick, anchor("/about#team"), here)).toBeNull();
    expect(navigationTarget(plainClick, anchor("https://x.com/landacre"), here)).toBeNull();
    expect(navigationTarget(plainClick, anchor("tel:+919876543210"), here)).toBeNull();
    expect(navigationTarget(plainClick, anchor("mailto:support@landacre.in"), here)).toBeNull();
    expect(navigationTarget(plainClick, anchor("/contact", { target: "_blank" }), here)).toBeNull();
    expect(
      navigationTarget(plainClick, anchor("/brochure.pdf", { download: "" }), here),
    ).toBeNull();
    expect(navigationTarget({ ...plainClick, ctrlKey: true }, anchor("/contact"), here)).toBeNull();
    expect(navigationTarget({ ...plainClick, button: 1 }, anchor("/contact"), here)).toBeNull();
    expect(navigationTarget(plainClick, null, here)).toBeNull();
  });
});

describe("softNavigationTarget", () => {
  const soft = (href: string, attrs: Record<string, string> = {}) =>
    anchor(href, { "data-soft": "", ...attrs });

  it("takes a plain click on a marked site link to its path, query and hash", () => {
    expect(softNavigationTarget(plainClick, soft("/contact"), here)).toBe("/contact");
    expect(softNavigationTarget(plainClick, soft("/hi/search-results?city=Pune#top"), here)).toBe(
      "/hi/search-results?city=Pune#top",
    );
    expect(softNavigationTarget(plainClick, soft("/about?tab=team"), here)).toBe("/about?tab=team");
  });

  it("leaves unmarked links, handled clicks, in-page jumps and what the browser does itself", () => {
    expect(softNavigationTarget(plainClick, anchor("/contact"), here)).toBeNull();
    expect(
      softNavigationTarget({ ...plainClick, defaultPrevented: true }, soft("/contact"), here),
    ).toBeNull();
    expect(softNavigationTarget(plainClick, soft("/about#team"), here)).toBeNull();
    expect(softNavigationTarget(plainClick, soft("https://x.com/landacre"), here)).toBeNull();
    expect(softNavigationTarget(plainClick, soft("mailto:support@landacre.in"), here)).toBeNull();
    expect(
      softNavigationTarget(plainClick, soft("/contact", { target: "_blank" }), here),
    ).toBeNull();
    expect(
      softNavigationTarget({ ...plainClick, metaKey: true }, soft("/contact"), here),
    ).toBeNull();
    expect(softNavigationTarget(plainClick, null, here)).toBeNull();
  });
});
