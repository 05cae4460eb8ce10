import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { TrayItem } from "./use-compare-tray";
import { CompareButton } from "./compare-button";
import { CompareTrayBar } from "./compare-tray-bar";

jest.mock("@/components/i18n/link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

jest.mock("@/components/ui/sprite-icon", () => ({ SpriteIcon: () => null }));

// The tray lives in localStorage, which a server render does not read: the test hands it over.
let tray: TrayItem[] = [];
jest.mock("./use-compare-tray", () => ({
  useCompareTray: () => tray,
  addToCompare: jest.fn(),
  removeFromCompare: jest.fn(),
  clearCompare: jest.fn(),
}));

/** A stored tray: the site's English titles, a seller's own, and one kept by an older build. */
const ITEMS: TrayItem[] = [
  { id: 1, title: "2 BHK Flat for Sale in Sukhliya, Indore" },
  { id: 2, title: "3 BHK Flat for Rent in Baner, Pune" },
  { id: 3, title: "Sea-facing flat, ready to move" },
  { id: 4, title: "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट" },
];

function render(locale: Locale, element: React.ReactElement): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {element}
    </NextIntlClientProvider>,
  );
}

/** The words shown (tags removed, spaces collapsed), then every aria-label. */
function seen(html: string): { text: string; labels: string[] } {
  return {
    text: html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    labels: [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]),
  };
}

describe("the compare tray", () => {
  afterEach(() => {
    tray = [];
  });

  it("speaks Hindi on Hindi pages and words each listing's title there", () => {
    tray = ITEMS;
    const { text, labels } = seen(render("hi", <CompareTrayBar items={tray} />));
    expect(text).toBe(
      "तुलना (4/4) सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट बाणेर, पुणे में किराए के लिए 3 BHK फ्लैट Sea-facing flat, ready to move सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट सब हटाएं अभी तुलना करें",
    );
    expect(labels).toEqual([
      "तुलना सूची",
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट को तुलना से हटाएं",
      "बाणेर, पुणे में किराए के लिए 3 BHK फ्लैट को तुलना से हटाएं",
      "Sea-facing flat, ready to move को तुलना से हटाएं",
      "सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट को तुलना से हटाएं",
    ]);
  });

  it("asks for one more in Hindi while it holds a single listing", () => {
    tray = ITEMS.slice(0, 1);
    expect(seen(render("hi", <CompareTrayBar items={tray} />)).text).toBe(
      "तुलना (1/4) सुखलिया, इंदौर में बिक्री के लिए 2 BHK फ्लैट सब हटाएं तुलना के लिए एक और जोड़ें",
    );
  });

  it("reads as before on English pages, with titles added on Hindi pages in English", () => {
    tray = ITEMS.slice(0, 3);
    const { text, labels } = seen(render("en", <CompareTrayBar items={tray} />));
    expect(text).toBe(
      "Compare (3/4) 2 BHK Flat for Sale in Sukhliya, Indore 3 BHK Flat for Rent in Baner, Pune Sea-facing flat, ready to move Clear Compare now",
    );
    expect(labels).toEqual([
      "Compare tray",
      "Remove 2 BHK Flat for Sale in Sukhliya, Indore from compare",
      "Remove 3 BHK Flat for Rent in Baner, Pune from compare",
      "Remove Sea-facing flat, ready to move from compare",
    ]);
    tray = ITEMS.slice(0, 1);
    expect(seen(render("en", <CompareTrayBar items={tray} />)).text).toBe(
      "Compare (1/4) 2 BHK Flat for Sale in Sukhliya, Indore Clear Add one more to compare",
    );
  });
});

describe("the compare button when the tray is full", () => {
  // The button's one state is "the tray refused this listing": shown as if just refused.
  beforeEach(() => {
    tray = ITEMS;
    // The module object the component's `useState` is read from (not an import's copy of it).
    const react = jest.requireActual<typeof React>("react");
    const useState = react.useState;
    jest
      .spyOn(react, "useState")
      .mockImplementation(((initial: unknown) =>
        initial === false ? [true, () => {}] : useState(initial)) as typeof React.useState);
  });
  afterEach(() => jest.restoreAllMocks());

  const button = (locale: Locale) =>
    seen(
      render(
        locale,
        <CompareButton
          propertyId={9}
          title={
            locale === "hi"
              ? "बाणेर, पुणे में बिक्री के लिए 2 BHK फ्लैट"
              : "2 BHK Flat for Sale in Baner, Pune"
          }
          listingTitle="2 BHK Flat for Sale in Baner, Pune"
        />,
      ),
    );

  it("says why in Hindi on Hindi pages, naming the listing in Hindi", () => {
    const { text, labels } = button("hi");
    expect(text).toBe(
      "तुलना करें आप ज़्यादा से ज़्यादा 4 प्रॉपर्टी की तुलना कर सकते हैं। पहले तुलना सूची से एक हटाएं।",
    );
    // The name begins with the words the button shows.
    expect(labels).toEqual(["तुलना करें: बाणेर, पुणे में बिक्री के लिए 2 BHK फ्लैट"]);
  });

  it("says it as before on English pages", () => {
    const { text, labels } = button("en");
    expect(text).toBe(
      "Compare You can compare up to 4 properties. Remove one from the compare tray first.",
    );
    expect(labels).toEqual(["Compare: 2 BHK Flat for Sale in Baner, Pune"]);
  });
});
