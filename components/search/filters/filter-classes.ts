/** Class names the filter form's controls share. */
export const field = "mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
export const legend = "text-sm font-semibold text-slate-800";

/** Whether `v` is among the applied values (a checkbox's default). */
export const has = <T>(list: readonly T[] | undefined, v: T): boolean => list?.includes(v) ?? false;
