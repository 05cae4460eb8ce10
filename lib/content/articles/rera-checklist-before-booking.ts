import type { Article } from "./types";

export const reraChecklist: Article = {
  slug: "rera-checklist-before-booking",
  title: "RERA: what to check before you book a flat",
  metaDescription:
    "Before paying a booking amount, check the project's RERA registration, approvals, completion date, carpet area, payment plan and the builder's record.",
  summary:
    "The Real Estate (Regulation and Development) Act, 2016 gives buyers strong rights — but only if the project is registered and you know where to look. Here is what to check before you pay anything.",
  category: "Legal",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "1. Find the registration number — and check it yourself",
      blocks: [
        {
          type: "paragraph",
          text: "Section 3 of RERA says a promoter cannot advertise, market, book or sell apartments or plots in a project unless it is registered with the state Real Estate Regulatory Authority. Projects on land of up to 500 square metres, or with up to eight apartments, may be exempt. Section 11(2) requires the registration number and the authority's website address on every advertisement and brochure.",
        },
        {
          type: "paragraph",
          text: "Do not rely on the number printed on a hoarding. Search it on the state RERA website and confirm that the project name, promoter name, address and phase match what you are being sold. Large projects are often registered phase by phase: make sure your tower is in the registered phase.",
        },
      ],
    },
    {
      heading: "2. Read what the promoter has uploaded",
      blocks: [
        {
          type: "paragraph",
          text: "A registered project's page on the RERA portal is a free due-diligence file. Look for:",
        },
        {
          type: "list",
          items: [
            "The declared completion date — the date by which the promoter has promised to finish. Possession dates in the sales brochure cannot be later than this.",
            "Approvals: the sanctioned layout and building plans, and the commencement certificate.",
            "Title documents for the land and details of any encumbrance or loan on it.",
            "Quarterly progress reports (Section 11(1)): how many units are booked and how far construction has progressed.",
            "The list of apartments with carpet areas, and the number of parking spaces.",
            "Complaints filed against the project and orders passed by the authority.",
          ],
        },
      ],
    },
    {
      heading: "3. Check the price is for carpet area",
      blocks: [
        {
          type: "paragraph",
          text: "Under RERA a unit is sold on its carpet area — the net usable floor area inside the walls, including internal partition walls but excluding external walls, service shafts, exclusive balconies and exclusive open terraces. If a quote is based on super built-up area, ask for the carpet area and the price per square foot of carpet area so you can compare projects fairly.",
        },
      ],
    },
    {
      heading: "4. Know what the builder can ask for, and when",
      blocks: [
        {
          type: "list",
          items: [
            "Advance: no more than 10% of the cost before a written agreement for sale is signed and registered (Section 13).",
            "Agreement: most states notify a model agreement for sale; compare the builder's draft with it, especially possession date, specifications and penalties.",
            "Payment plan: a construction-linked plan ties payments to stages of work. Be careful with plans that take most of the price early.",
            "Escrow: 70% of the money collected from buyers must go into a separate account and be used only for that project's land and construction cost (Section 4(2)(l)(D)).",
          ],
        },
      ],
    },
    {
      heading: "5. Look at the builder's record",
      blocks: [
        {
          type: "paragraph",
          text: "Search the RERA portal for the promoter's other projects and their complaints, and the eCourts services portal for cases involving the company. Visit one of its completed projects: ask residents whether possession was on time, whether an occupancy certificate was issued and how defects were handled.",
        },
      ],
    },
    {
      heading: "6. Your rights after booking",
      blocks: [
        {
          type: "list",
          items: [
            "Delay: if possession is late, you may withdraw and get a refund with interest, or stay and be paid interest for every month of delay (Section 18).",
            "Defects: structural defects and defects in workmanship reported within five years of possession must be fixed within 30 days at no cost (Section 14(3)).",
            "Changes: the sanctioned plans and specifications cannot be altered without your consent, and changes to common areas need two-thirds of the allottees to agree (Section 14(2)).",
            "Complaints: you can file a complaint with the state RERA authority online (Section 31).",
          ],
        },
      ],
    },
    {
      heading: "A short checklist to take to the sales office",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "RERA number checked on the state portal; my tower or phase is covered.",
            "Completion date on the portal noted; brochure possession date is not later.",
            "Carpet area of my unit in writing; price per sq ft of carpet area calculated.",
            "All charges listed: parking, floor rise, club, maintenance deposit, GST.",
            "No more than 10% paid before the registered agreement for sale.",
            "Draft agreement compared with the state model agreement.",
            "Builder's past projects and complaints checked.",
          ],
        },
      ],
    },
  ],
  relatedServices: ["legal", "builders", "inspection"],
};
