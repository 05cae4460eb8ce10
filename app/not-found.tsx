import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { PublicShell } from "@/components/layout/public-shell";

export const metadata: Metadata = { title: "Page not found" };

/**
 * Any path no route matches (spec: a not-found page inside the public layout). Rendered here,
 * outside any loading.tsx Suspense boundary, it is prerendered with a real 404 status.
 */
export default function NotFound() {
  return (
    <PublicShell>
      <NotFoundContent />
    </PublicShell>
  );
}
