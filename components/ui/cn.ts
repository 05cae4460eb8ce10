import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` maps) and lets a later Tailwind class
 * replace an earlier one of the same property, so a `className` override wins over a default
 * (`cn("px-4 py-2", "px-6")` → `"py-2 px-6"`), whatever the stylesheet's order.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
