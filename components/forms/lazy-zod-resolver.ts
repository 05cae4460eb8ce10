import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export type LazyResolver<T extends FieldValues> = {
  resolver: Resolver<T>;
  /** Starts loading zod and the schema (e.g. when the person first focuses the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver that loads zod and the form's schema when the form is first
 * focused or validated, not with the page: zod is ~30 KB of gzipped JavaScript, and public
 * pages show forms (the enquiry box) that most visitors never fill in. Same errors as
 * `zodResolver(schema)`.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}
