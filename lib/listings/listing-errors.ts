import { AppError, NotFoundError } from "@/lib/auth/errors";

/** A listing the seller does not own looks exactly like one that does not exist. */
export class ListingNotFoundError extends NotFoundError {
  constructor() {
    super("This listing was not found in your account.");
  }
}

export class ListingStateError extends AppError {
  constructor(message: string) {
    super(message, 409);
    this.name = "ListingStateError";
  }
}
