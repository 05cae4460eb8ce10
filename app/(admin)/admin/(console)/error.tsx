"use client";

import { useEffect } from "react";

export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error("admin console error", error.digest ?? error.message);
  }, [error]);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-white p-6">
      <h1 className="text-lg font-semibold text-slate-900">This screen could not be loaded</h1>
      <p className="mt-1 text-sm text-slate-600">
        Please try again. If it keeps failing, the error reference is{" "}
        {error.digest ?? "unavailable"}.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Try again
      </button>
    </div>
  );
}
