"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { BuyMenuSections } from "./buy-menu-sections";
import { MegaPanel } from "./mega-panel";
import { MenuSection } from "./menu-section";
import { NavDropdown } from "./nav-dropdown";
import { HELP_LINKS, SELL_SECTIONS } from "./nav-links";

/**
 * Desktop menu: Buy Property, Sell Properties, Help (each a mega-menu with Insights). Each
 * panel's links are rendered once, on the server, into the page's HTML and stay hidden until the
 * panel opens (issue 29: crawlers and visitors without JavaScript must find them). A client
 * component, so the links travel in the HTML and the client bundle, not in the RSC payload too.
 */
export function DesktopMenu() {
  const t = useTranslations("nav");
  const phrase = usePhrase();
  return (
    <ul className="flex h-full items-stretch gap-1">
      <li className="flex">
        <NavDropdown label={t("buyProperty")}>
          <MegaPanel>
            <BuyMenuSections />
          </MegaPanel>
        </NavDropdown>
      </li>
      <li className="flex">
        <NavDropdown label={t("sellProperties")}>
          <MegaPanel>
            <div className="grid grid-cols-3 gap-8">
              {SELL_SECTIONS.map((section, index) => (
                <MenuSection
                  key={section.title}
                  id={`nav-sell-${index}`}
                  title={phrase(section.title)}
                  links={section.links}
                />
              ))}
            </div>
          </MegaPanel>
        </NavDropdown>
      </li>
      <li className="flex">
        <NavDropdown label={t("help")}>
          <MegaPanel>
            <MenuSection id="nav-help-support" title={t("support")} links={HELP_LINKS} />
          </MegaPanel>
        </NavDropdown>
      </li>
    </ul>
  );
}
