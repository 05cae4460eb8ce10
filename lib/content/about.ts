export type AboutContent = {
  metaTitle: string;
  metaDescription: string;
  lead: string;
  story: readonly string[];
  mission: string;
  verification: readonly { title: string; text: string }[];
  features: readonly { title: string; text: string }[];
  commitments: readonly string[];
};

/** The words of the /about page, as data. No invented numbers: we describe what the product does. */
export const ABOUT: AboutContent = {
  metaTitle: "About LAND Acre — an Indian property marketplace from Indore",
  metaDescription:
    "Why LAND Acre was built in Indore, our mission, and how we verify sellers, listings and RERA numbers so buyers across India can trust what they see.",
  lead: "A property marketplace built in Indore, Madhya Pradesh, for people who want to trust what they see before they travel to see it.",
  story: [
    "LAND Acre began with a familiar frustration. Anyone who has looked for a flat or a plot in India knows the pattern: a great listing at a suspiciously low price, a phone number that turns out to be a broker who has never seen the property, a project brochure without a RERA number, and a home that was sold months ago still shown as available.",
    "We are a team based in Indore who had been through this as buyers, tenants and owners. We set out to build a marketplace where the basics are checked before a listing reaches you: that the person posting it is real, that the details are complete, and that a new project is registered with its state's real estate regulator.",
    "Today LAND Acre lets people search and list flats, independent houses, land and plots, offices and shops across Indian cities, and helps them with the work around a deal — legal checks, valuation, home loans, inspection and more — through the services on this site.",
  ],
  mission:
    "To make buying, selling and renting property in India transparent and fair: real listings, clear prices in rupees, and the legal checks done before money changes hands.",
  verification: [
    {
      title: "Every account has a verified mobile number",
      text: "Buyers, owners, builders and agents confirm their mobile number with a one-time password before they can post a property or send an enquiry.",
    },
    {
      title: "New listings are reviewed before they go live",
      text: "Each new listing waits for our team's review. Listings with missing details, stock photos, or a price that does not match the property are sent back or declined.",
    },
    {
      title: "RERA numbers are checked",
      text: "Builders must give the RERA registration number of an under-construction project, and the project cannot go live without one. Agents give their RERA agent number. Our team checks the numbers against the state regulator's register and shows them on the page.",
    },
    {
      title: "Photos are cleaned before they are published",
      text: "Uploaded photos are re-encoded and stripped of hidden location and camera data, so a seller's home address is never leaked through a picture.",
    },
    {
      title: "Sold and rented homes come down",
      text: "Listings move through clear states — under review, active, sold or rented, expired — so what you search is what is actually available.",
    },
    {
      title: "Enquiries are protected from spam",
      text: "Enquiries and request forms are rate-limited, and contact details are shared only with the seller you chose to contact.",
    },
  ],
  features: [
    {
      title: "Search the way Indians search",
      text: "Filter by city, locality, budget in lakh or crore, BHK, area in sq ft, sq yd or acres, furnishing, possession status and more — or just type “2 BHK in Vijay Nagar under 50 lakh”.",
    },
    {
      title: "Post a property for free",
      text: "Owners can list a flat, house, plot, office or shop without paying, and manage enquiries from one dashboard.",
    },
    {
      title: "Tools for builders and agents",
      text: "Builders list projects with their RERA details; agents and builders manage listings, projects and buyer queries, with paid plans for more reach.",
    },
    {
      title: "Services around the deal",
      text: "Legal checks, valuation, home loans, inspection, property management, architects, interiors, Vaastu and more, each explained with its process and indicative prices.",
    },
    {
      title: "Plain-language guides",
      text: "Guides on RERA, carpet area, stamp duty, home loans, plots and rent agreements, written for Indian buyers and owners.",
    },
  ],
  commitments: [
    "We do not publish inflated counts of users or listings. What you see on the site is what is there.",
    "We do not sell personal data. Your contact details go only to the people you choose to contact.",
    "Plan prices and service fees are shown in rupees before you pay, with GST stated.",
  ],
};
