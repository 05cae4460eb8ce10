"use client";

import { useTranslations } from "next-intl";
import type { AuthDialogMode } from "./auth-events";

const BUTTONS = [
  { mode: "login", text: "login" },
  { mode: "signup", text: "signup" },
] as const satisfies { mode: AuthDialogMode; text: string }[];

/**
 * The signed-out pair of buttons, Login and Sign Up, for the desktop header and the mobile
 * menu. Each place gives its own look; `onOpen` is told which dialog the visitor asked for.
 */
export function AuthButtons({
  onOpen,
  className,
  buttonClassName,
}: {
  onOpen: (mode: AuthDialogMode) => void;
  className: string;
  buttonClassName: Record<AuthDialogMode, string>;
}) {
  const t = useTranslations("nav");
  return (
    <div className={className}>
      {BUTTONS.map(({ mode, text }) => (
        <button
          key={mode}
          type="button"
          onClick={() => onOpen(mode)}
          className={buttonClassName[mode]}
        >
          {t(text)}
        </button>
      ))}
    </div>
  );
}
