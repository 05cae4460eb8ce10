/**
 * Names of people and companies: any script and punctuation a real name uses, but no markup
 * brackets and no control characters. Free text (descriptions, messages) does not use this.
 * Isomorphic.
 */
import type { z } from "zod";

const NOT_IN_A_NAME = /[<>\p{Cc}]/u;

/** True when `value` has no `<`, `>` or control character. */
export function isPlainName(value: string): boolean {
  return !NOT_IN_A_NAME.test(value);
}

/** "First name cannot contain < or > or control characters" */
export function plainNameMessage(label: string): string {
  return `${label} cannot contain < or > or control characters`;
}

/** Adds the name rule to a string schema, with a message naming the field. */
export function plainName<S extends z.ZodType<string | undefined>>(schema: S, label: string): S {
  return schema.refine((v) => v === undefined || isPlainName(v), plainNameMessage(label)) as S;
}
