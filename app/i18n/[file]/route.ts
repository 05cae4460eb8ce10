import { catalogueFile } from "@/lib/i18n/catalogue-file";

/** A client catalogue (lib/i18n/catalogue-file.ts): this release's for good, an older name briefly. */
export async function GET(_request: Request, { params }: RouteContext<"/i18n/[file]">) {
  const { file } = await params;
  const found = catalogueFile(file);
  if (!found) {
    return Response.json({ message: "There is no such catalogue." }, { status: 404 });
  }
  return new Response(found.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": found.current
        ? "public, max-age=31536000, immutable"
        : "public, max-age=60, must-revalidate",
    },
  });
}
