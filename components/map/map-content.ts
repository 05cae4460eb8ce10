import { formatPriceShort } from "@/lib/format/money";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { MapMarker } from "@/lib/search/map-markers";
import { propertyPath } from "@/lib/seo/urls";

/**
 * Leaflet's tooltips, popups and div icons take an HTML string or a DOM node. Everything shown in
 * them here is built as DOM nodes with text set through `textContent`, never as HTML, so a title
 * a seller wrote (`T <img src=x onerror=…>`) is shown as the characters it is, not run.
 */
export function textElement(tag: keyof HTMLElementTagNameMap, text: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

/** The page's language and its words for a listing without a price. */
export type MarkerWords = { locale: Locale; priceOnRequest: string };

const ENGLISH: MarkerWords = { locale: "en", priceOnRequest: "Price on request" };

/** The text of a listing's price on the map ("₹45 L", or "Price on request"). */
export function markerPriceText(
  m: Pick<MapMarker, "price" | "priceOnRequest">,
  words: MarkerWords = ENGLISH,
): string {
  return m.priceOnRequest ? words.priceOnRequest : formatPriceShort(m.price, words.locale);
}

/** A search pin's popup: the listing's title as a link to its page, and its price. */
export function pinPopupElement(m: MapMarker, words: MarkerWords = ENGLISH): HTMLElement {
  const box = document.createElement("div");
  const link = textElement("a", m.title) as HTMLAnchorElement;
  link.href = localizedPath(words.locale, propertyPath(m));
  link.className = "font-semibold";
  box.append(
    link,
    document.createElement("br"),
    document.createTextNode(markerPriceText(m, words)),
  );
  return box;
}
