/** A WhatsApp "send this" link for any page: the text, then the address. Isomorphic. */
export function whatsAppShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
