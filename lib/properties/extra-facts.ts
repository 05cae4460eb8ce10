import { formatDay } from "@/lib/format/date";
import { FIELD_DEFS } from "@/lib/listings/fields";

/** "coveredParking" → "Covered parking": a stored key the field table does not know. */
function keyWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function valueText(
  value: unknown,
  options: readonly { value: string; label: string }[] | undefined,
  kind: string | undefined,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  const label = (v: unknown) => options?.find((o) => o.value === String(v))?.label ?? String(v);
  if (Array.isArray(value)) return value.length ? value.map(label).join(", ") : null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (kind === "date") return formatDay(String(value));
  return label(value);
}

/**
 * A listing's extra form fields (stored under their form names with option ids, e.g.
 * `extraRooms: ["pooja"]`, `coveredParking: "1"`) as the form's own labels and option names:
 * "Other rooms: Pooja room", "Covered parking: 1". For admin screens, which show every field.
 */
export function extraFacts(extras: Record<string, unknown> | null | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(extras ?? {})) {
    const field = FIELD_DEFS.find((f) => f.name === key);
    const text = valueText(value, field?.options, field?.kind);
    if (text !== null) out.push([field?.label ?? keyWords(key), text]);
  }
  return out;
}
