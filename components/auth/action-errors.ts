import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionFailure } from "@/lib/actions/result";

/**
 * Puts a failed action's field messages on the form's fields; returns the form-level message
 * for anything that did not land on a known field.
 */
export function applyFieldErrors<V extends FieldValues>(
  answer: ActionFailure,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): string | null {
  let placed = false;
  for (const [field, message] of Object.entries(answer.fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<V>, { type: "server", message });
      placed = true;
    }
  }
  return placed ? null : answer.message;
}
