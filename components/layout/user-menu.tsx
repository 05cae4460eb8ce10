"use client";

import { ChevronDown, CircleUserRound } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { MY_PROPERTIES_PATH, PROFILE_PATH } from "./nav-links";
import { displayName, type StoredUser } from "./stored-user";
import { useLogout } from "./use-logout";

const itemClass =
  "flex w-full items-center px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-none";

/**
 * Signed-in user's menu (spec): the name toggles it; it closes when the pointer leaves it, after a
 * choice, on Escape, or when focus moves elsewhere.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const t = useTranslations("nav");
  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseLeave={close}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors hover:bg-white/10 focus-ring group-data-[solid=true]/nav:hover:bg-brand-50"
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        <span className="max-w-40 truncate">{displayName(user)}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-50 w-48 overflow-hidden rounded-xl bg-white py-1 text-ink shadow-xl ring-1 ring-slate-900/10"
      >
        <li>
          <Link href={PROFILE_PATH} onClick={close} className={itemClass}>
            {t("myProfile")}
          </Link>
        </li>
        <li>
          <Link href={MY_PROPERTIES_PATH} onClick={close} className={itemClass}>
            {t("myProperties")}
          </Link>
        </li>
        <li className="border-t border-slate-100">
          <button
            type="button"
            onClick={() => {
              close();
              logout();
            }}
            className={itemClass}
          >
            {t("logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
