import "server-only";
import { AppError } from "@/lib/auth/errors";
import { isCommonPassword } from "@/lib/validation/common-passwords";
import { MESSAGES } from "@/lib/validation/auth";

/** Length is checked by the schema; here: not one of the 1,000 most common passwords. */
export function assertPasswordAllowed(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw new AppError(MESSAGES.commonPassword, 400, { [field]: MESSAGES.commonPassword });
  }
}
