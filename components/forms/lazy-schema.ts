import type { ZodType } from "zod";

/** The first message per field (by the issue's first path segment), as a form shows them. */
export type FieldMessages = Partial<Record<string, string>>;

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldMessages };

export type LazySchema<T> = {
  /** Parses the values with the schema (loading it first if needed). */
  check: (values: unknown) => Promise<SchemaCheck<T>>;
  /** Starts loading the schema (e.g. when the person first focuses the form). */
  preload: () => void;
};

/**
 * A form's zod schema loaded when the form is first focused or sent, not with the page: zod is
 * ~30 KB of gzipped JavaScript, and public pages show forms (the enquiry box) that most visitors
 * never fill in. The messages are the schema's own, first one per field.
 */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): LazySchema<T> {
  let loaded: Promise<ZodType<T>> | null = null;
  const get = () => (loaded ??= load());
  return {
    preload: () => void get(),
    async check(values) {
      const result = (await get()).safeParse(values);
      if (result.success) return { ok: true, data: result.data };
      const errors: FieldMessages = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        errors[field] ??= issue.message;
      }
      return { ok: false, errors };
    },
  };
}
