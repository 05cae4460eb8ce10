"use client";

import { BuyMenuSections } from "./buy-menu-sections";
import { MegaPanel } from "./mega-panel";
import { MenuSection } from "./menu-section";
import { NavDropdown } from "./nav-dropdown";
import { HELP_LINKS, SELL_SECTIONS } from "./nav-links";

/**
 * Desktop menu: Buy Property, Sell Properties, Help (each a mega-menu with Insights). A client
 * component: a panel's links are built in the browser when it opens, so the page's HTML and
 * payload carry none of the three panels.
 */
export function DesktopMenu() {
  return (
    <ul className="flex h-full items-stretch gap-1">
      <li className="flex">
        <NavDropdown label="Buy Property">
          <MegaPanel>
            <BuyMenuSections />
          </MegaPanel>
        </NavDropdown>
      </li>
      <li className="flex">
        <NavDropdown label="Sell Properties">
          <MegaPanel>
            <div className="grid grid-cols-3 gap-8">
              {SELL_SECTIONS.map((section, index) => (
                <MenuSection
                  key={section.title}
                  id={`nav-sell-${index}`}
                  title={section.title}
                  links={section.links}
                />
              ))}
            </div>
          </MegaPanel>
        </NavDropdown>
      </li>
      <li className="flex">
        <NavDropdown label="Help">
          <MegaPanel>
            <MenuSection id="nav-help-support" title="SUPPORT" links={HELP_LINKS} />
          </MegaPanel>
        </NavDropdown>
      </li>
    </ul>
  );
}
