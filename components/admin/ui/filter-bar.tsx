import { Link } from "@/components/i18n/link";

export type FilterField =
  | { kind: "search"; name: string; label: string; placeholder?: string }
  | { kind: "text"; name: string; label: string; placeholder?: string }
  | { kind: "date"; name: string; label: string }
  | {
      kind: "select";
      name: string;
      label: string;
      options: { value: string; label: string }[];
      emptyLabel?: string;
    };

/**
 * Filters as a plain GET form: works without JavaScript, the URL is shareable, and a new
 * search starts again at page 1. Fields are driven from data.
 */
export function FilterBar({
  action,
  fields,
  values,
  keep = [],
}: {
  action: string;
  fields: FilterField[];
  values: Record<string, string>;
  /** Params to carry over unchanged (e.g. the status tab). */
  keep?: string[];
}) {
  const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {keep.map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
      )}
      {fields.map((field) => (
        <label
          key={field.name}
          className={field.kind === "search" ? "min-w-56 flex-1 text-sm" : "text-sm"}
        >
          <span className="font-medium text-slate-700">{field.label}</span>
          {field.kind === "select" ? (
            <select name={field.name} defaultValue={values[field.name] ?? ""} className={input}>
              <option value="">{field.emptyLabel ?? "Any"}</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              type={field.kind === "date" ? "date" : field.kind === "search" ? "search" : "text"}
              name={field.name}
              defaultValue={values[field.name] ?? ""}
              placeholder={"placeholder" in field ? field.placeholder : undefined}
              className={input}
            />
          )}
        </label>
      ))}
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Apply
        </button>
        <Link
          href={action}
          className="rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
        >
          Clear
        </Link>
      </div>
    </form>
  );
}
