import { STORED_USER_MARK_SCRIPT } from "@/components/layout/stored-user";

/**
 * Marks `<html>` before the first paint when this browser remembers a login, so a signed-in
 * visitor never sees a guest's text flash on a cached page before its scripts run (the enquiry
 * box's intro). The first element of `<body>`: an inline script runs as it is parsed. A constant
 * script, no data of any visitor in it.
 */
export function StoredUserMark() {
  return <script dangerouslySetInnerHTML={{ __html: STORED_USER_MARK_SCRIPT }} />;
}
