/**
 * The wizard's field errors as a flat list of dotted paths ("details.ageYears", "photos.0.key")
 * in the order react-hook-form holds them, for finding the step to show and the message to put
 * beside a field that has no input of its own (the photos).
 */
export type FieldMessage = { path: string; message: string };

type ErrorTree = { message?: unknown; [key: string]: unknown };

export function errorMessages(errors: unknown, prefix = ""): FieldMessage[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as ErrorTree;
  const out: FieldMessage[] = [];
  if (typeof node.message === "string" && node.message && prefix) {
    out.push({ path: prefix, message: node.message });
  }
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element; `types` repeats the message per rule.
    if (key === "ref" || key === "types" || key === "message" || key === "type") continue;
    out.push(...errorMessages(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** The first message at `path` or under it (`photos` → "photos.0.key"'s message). */
export function firstMessageUnder(errors: unknown, path: string): string | undefined {
  return errorMessages(errors).find((e) => e.path === path || e.path.startsWith(`${path}.`))
    ?.message;
}
