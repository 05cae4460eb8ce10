import { serializeJsonLd, type JsonLd } from "@/lib/seo/json-ld";

/** Renders a JSON-LD document; the serializer escapes `<` so the script cannot be broken out of. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
