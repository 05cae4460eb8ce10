/**
 * Names of people and companies: any script and punctuation a real name uses, but no markup
 * brackets and no control characters. Free text (descriptions, messages) does not use this.
 * Isomorphic.
 */
import { z } from "zod";

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

/** The name a visitor gives with an enquiry or a request: 2 to 80 characters, plain. */
export const personNameSchema = plainName(
  z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .min(2, "Your name must be at least 2 characters.")
    .max(80, "Please keep your name under 80 characters."),
  "Name",
);
