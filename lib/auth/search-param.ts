/** The first value of a search param (Next gives string | string[] | undefined). */
export function firstParam<T>(value: T | T[] | undefined): T | undefined {
  return Array.isArray(value) ? value[0] : value;
}
