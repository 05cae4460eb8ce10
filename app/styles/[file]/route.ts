import { SITE_CSS, SITE_CSS_HREF } from "@/lib/styles/site-css";

/**
 * The site's stylesheet as a file (lib/styles/site-css.ts), for a page drawn in the browser
 * without the inline copy (the not-found page); this release's name only, kept for good.
 */
export async function GET(_request: Request, { params }: RouteContext<"/styles/[file]">) {
  const { file } = await params;
  if (`/styles/${file}` !== SITE_CSS_HREF) {
    return new Response("There is no such stylesheet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(SITE_CSS, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
