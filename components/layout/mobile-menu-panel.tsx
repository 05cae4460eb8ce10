"use client";

import { ChevronDown, CircleUserRound, Phone, X } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useDeferredValue, useId, useState } from "react";
import { site } from "@/lib/site";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { AuthButtons } from "./auth-buttons";
import { type AuthDialogMode, requestAuthDialog } from "./auth-events";
import { Logo } from "./logo";
import {
  HELP_LINKS,
  MOBILE_SELL_LINKS,
  MY_PROPERTIES_PATH,
  mobileBuyLinks,
  type NavLink,
  PROFILE_PATH,
  telHref,
} from "./nav-links";
import { displayName } from "./stored-user";
import { useDetectedCity } from "./use-detected-city";
import { useNavLabel } from "./use-nav-label";
import { useLogout } from "./use-logout";
import { useStoredUser } from "./use-stored-user";

type GroupKey = "buy" | "sell" | "help";

const linkClass =
  "block rounded-lg px-3 py-2.5 text-[0.95rem] text-slate-700 hover:bg-brand-50 hover:text-brand-700";

function MenuGroup(props: {
  label: string;
  links: NavLink[];
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const listId = useId();
  const label = useNavLabel();
  return (
    <li className="border-b border-slate-200">
      <button
        type="button"
        aria-expanded={props.expanded}
        aria-controls={listId}
        onClick={props.onToggle}
        className="flex w-full items-center justify-between px-1 py-4 text-left text-base font-semibold text-ink"
      >
        {props.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 text-slate-500 transition-transform ${props.expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!props.expanded} className="pb-3">
        {props.links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} onClick={props.onNavigate} className={linkClass}>
              {label(link)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The phone menu's content: a header with the logo and the close button, then the Buy / Sell /
 * Help groups, the account and a call link.
 */
export function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations("nav");
  const home = useTranslations("site")("home", { name: site.name });
  // The tap's first frame draws the sheet and its header; the rest follows as a deferred render
  // right after that frame, so the menu answers the tap sooner (issue 29's INP).
  const full = useDeferredValue(true, false);

  return (
    <div className="flex min-h-full flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <Link href="/" onClick={onClose} aria-label={home} className="text-brand-700">
          <Logo />
        </Link>
        <button
          type="button"
          data-menu-close
          aria-label={t("closeMenu")}
          onClick={onClose}
          className="-mr-2 flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {full ? <MenuBody onClose={onClose} /> : null}
    </div>
  );
}

/** The menu below its header: the groups, then the account and a call link. */
function MenuBody({ onClose }: { onClose: () => void }) {
  const [expanded, setExpanded] = useState<Record<GroupKey, boolean>>({
    buy: false,
    sell: false,
    help: false,
  });
  const { city } = useDetectedCity();
  const user = useStoredUser();
  const logout = useLogout();
  const t = useTranslations("nav");

  const toggle = (key: GroupKey) => setExpanded((was) => ({ ...was, [key]: !was[key] }));
  const openAuth = (mode: AuthDialogMode) => {
    onClose();
    requestAuthDialog(mode);
  };

  return (
    <>
      <nav aria-label={t("mobile")} className="flex-1 px-4">
        <LanguageSwitch className="py-3 text-sm" />
        <ul>
          <MenuGroup
            label={t("buyProperty")}
            links={mobileBuyLinks(city)}
            expanded={expanded.buy}
            onToggle={() => toggle("buy")}
            onNavigate={onClose}
          />
          <MenuGroup
            label={t("sellProperties")}
            links={MOBILE_SELL_LINKS}
            expanded={expanded.sell}
            onToggle={() => toggle("sell")}
            onNavigate={onClose}
          />
          <MenuGroup
            label={t("help")}
            links={HELP_LINKS}
            expanded={expanded.help}
            onToggle={() => toggle("help")}
            onNavigate={onClose}
          />
        </ul>
      </nav>

      <div className="shrink-0 border-t border-slate-200 bg-slate-50 px-4 pb-6 pt-4">
        {user ? (
          <div>
            <p className="flex items-center gap-2 font-semibold">
              <CircleUserRound aria-hidden="true" className="size-6 text-brand-600" />
              {displayName(user)}
            </p>
            <div className="mt-3 grid grid-cols-3 gap-2 text-center text-sm font-semibold">
              <Link
                href={PROFILE_PATH}
                onClick={onClose}
                className="rounded-lg bg-white px-2 py-2.5 ring-1 ring-slate-200"
              >
                {t("myProfile")}
              </Link>
              <Link
                href={MY_PROPERTIES_PATH}
                onClick={onClose}
                className="rounded-lg bg-white px-2 py-2.5 ring-1 ring-slate-200"
              >
                {t("myProperties")}
              </Link>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  logout();
                }}
                className="rounded-lg bg-white px-2 py-2.5 text-red-700 ring-1 ring-slate-200"
              >
                {t("logout")}
              </button>
            </div>
          </div>
        ) : (
          <AuthButtons
            onOpen={openAuth}
            className="grid grid-cols-2 gap-3"
            buttonClassName={{
              login: "rounded-full border border-brand-600 py-2.5 font-semibold text-brand-700",
              signup: "rounded-full bg-brand-600 py-2.5 font-semibold text-white",
            }}
          />
        )}
        <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
          {t("needHelp")}
          <a href={telHref} className="inline-flex items-center gap-1 font-semibold text-brand-700">
            <Phone aria-hidden="true" className="size-4" />
            {t("call", { phone: site.phoneDisplay })}
          </a>
        </p>
      </div>
    </>
  );
}
