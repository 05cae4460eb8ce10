"use client";

import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { useVisitorState } from "@/components/visitor/use-visitor-state";

/** "Save search" once the visitor's session is known (a guest is sent to log in first). */
export function SaveSearchForVisitor(props: {
  query: string;
  returnTo: string;
  suggestedName: string;
}) {
  const visitor = useVisitorState();
  if (visitor.status === "loading") return null;
  return <SaveSearchButton signedIn={visitor.signedIn} {...props} />;
}
