import { formatPriceShort } from "@/lib/format/money";
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

/** The text of a listing's price on the map ("₹45 L", or "Price on request"). */
export function markerPriceText(m: Pick<MapMarker, "price" | "priceOnRequest">): string {
  return m.priceOnRequest ? "Price on request" : formatPriceShort(m.price);
}

/** A search pin's popup: the listing's title as a link to its page, and its price. */
export function pinPopupElement(m: MapMarker): HTMLElement {
  const box = document.createElement("div");
  const link = textElement("a", m.title) as HTMLAnchorElement;
  link.href = propertyPath(m);
  link.className = "font-semibold";
  box.append(link, document.createElement("br"), document.createTextNode(markerPriceText(m)));
  return box;
}
