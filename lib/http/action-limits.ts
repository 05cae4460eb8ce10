/** Largest server-action request body (forms send text; files go to the upload routes). */
export const SERVER_ACTION_MAX_BYTES = 1024 * 1024;

export const SERVER_ACTION_TOO_LARGE =
  "This form is too large to send (at most 1 MB). Please shorten the text and try again.";

export const SERVER_ACTION_LENGTH_REQUIRED =
  "This form could not be sent: its size was not declared. Please reload the page and try again.";
