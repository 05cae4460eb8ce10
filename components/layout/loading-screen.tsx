"use client";

import { useEffect, useState } from "react";
import { LOADING_LINE, LOADING_TEXT, startTypewriter } from "./typewriter";

/**
 * Full-screen loading screen: types "LAND Acre" one letter every 200 ms, pauses 1 s and restarts,
 * above the line "Loading your premium real estate experience".
 */
export function LoadingScreen() {
  const [visible, setVisible] = useState("");

  useEffect(() => startTypewriter(LOADING_TEXT, setVisible), []);

  return (
    <div
      role="status"
      aria-label={`Loading ${LOADING_TEXT}`}
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-900 px-6 text-center text-white"
    >
      <p aria-hidden="true" className="flex h-14 items-center text-4xl font-extrabold sm:text-5xl">
        <span className="whitespace-pre">{visible}</span>
        <span className="ml-1 inline-block h-10 w-1 animate-pulse rounded bg-accent-500 sm:h-12" />
      </p>
      <p className="mt-4 text-base text-brand-100">{LOADING_LINE}</p>
    </div>
  );
}
