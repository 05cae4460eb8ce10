"use client";

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
