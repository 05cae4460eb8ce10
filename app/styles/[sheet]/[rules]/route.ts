import { restOfSheet } from "@/lib/cache/first-paint-css";

/**
 * The rules of the site's stylesheet a cached page does not have inline, asked for at low priority
 * by a script in its head without holding its first paint (lib/cache/first-paint-css.ts). The
 * address names the built sheet and the page's rules, so an answer never changes.
 */
export async function GET(_request: Request, { params }: RouteContext<"/styles/[sheet]/[rules]">) {
  const { sheet, rules } = await params;
  const css = rules.endsWith(".css") ? restOfSheet(sheet, rules.slice(0, -".css".length)) : null;
  if (css === null) {
    return Response.json({ message: "There is no such stylesheet." }, { status: 404 });
  }
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
