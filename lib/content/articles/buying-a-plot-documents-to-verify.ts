import type { Article } from "./types";

export const plotDocuments: Article = {
  slug: "buying-a-plot-documents-to-verify",
  title: "Buying a plot: documents to verify",
  metaDescription:
    "Before buying a plot: 30 years of title deeds, encumbrance certificate, khasra and khatauni, mutation, land-use conversion, layout approval and RERA.",
  summary:
    "Land and plots carry more legal risk than flats: there is no building approval to lean on, and revenue records matter as much as sale deeds. These are the documents to check, and why.",
  category: "Legal",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "Ownership: the chain of title",
      blocks: [
        {
          type: "list",
          items: [
            "Sale deeds and other transfer documents (gift, partition, release, will with probate where required) tracing ownership for at least 30 years.",
            "Certified copies from the sub-registrar's office for each document, compared with the originals the seller shows you.",
            "If the seller inherited the land: the death certificate, legal heir or succession documents and the consent of every co-heir, because each heir owns a share.",
            "No sale by general power of attorney: the Supreme Court held in Suraj Lamp & Industries v. State of Haryana (2011) that such transfers do not convey title.",
          ],
        },
      ],
    },
    {
      heading: "Encumbrances",
      blocks: [
        {
          type: "paragraph",
          text: "Get an encumbrance certificate from the sub-registrar for the full search period to see registered mortgages, leases and sales. If the land was mortgaged, ask for the lender's closure letter and the registered release. An encumbrance certificate does not show court cases, so also search the eCourts services portal for the survey number and the owners' names.",
        },
      ],
    },
    {
      heading: "Revenue records",
      blocks: [
        {
          type: "paragraph",
          text: "Land ownership and use are also recorded by the revenue department. The names differ by state: khasra, khatauni and B-1 in Madhya Pradesh and Uttar Pradesh, the 7/12 extract in Maharashtra, jamabandi in Punjab, Haryana and Rajasthan, patta and chitta in Tamil Nadu, RTC and khata in Karnataka. Most states publish them online.",
        },
        {
          type: "list",
          items: [
            "The seller's name appears as owner (bhumiswami) in the current record.",
            "Mutation (namantaran) has been done after the last sale or inheritance.",
            "The area and survey or khasra number match the sale deed.",
            "No government, forest, ceiling, or acquisition entries appear against the land.",
          ],
        },
      ],
    },
    {
      heading: "Land use and approvals",
      blocks: [
        {
          type: "list",
          items: [
            "Land-use conversion (diversion) from agricultural to residential or commercial use, with the order from the competent authority, if the plot was once farmland.",
            "For plots in a colony or layout: the layout approval from the town and country planning department and the development permission from the local body.",
            "RERA registration for plotted developments on land over 500 square metres or with more than eight plots.",
            "Master plan zoning: confirm the plot is not in a green belt, road widening line or other restricted zone.",
            "NOCs where relevant, for example near airports, highways, water bodies or heritage sites.",
          ],
        },
      ],
    },
    {
      heading: "On the ground",
      blocks: [
        {
          type: "list",
          items: [
            "Demarcation by a government surveyor to confirm boundaries, area and access before you pay the balance.",
            "A public approach road of adequate width, and availability of water and electricity.",
            "Property tax and development charge receipts, and no dues to the colony developer or society.",
            "Speak to neighbours about disputes or encroachments.",
          ],
        },
      ],
    },
    {
      heading: "Closing the deal",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Get a lawyer's written title opinion based on the documents above.",
            "Sign an agreement to sell with a modest token amount and a clear timeline.",
            "Pay stamp duty on the higher of the price and the circle-rate value, and register the sale deed.",
            "Apply for mutation in the revenue and municipal records immediately after registration.",
          ],
        },
      ],
    },
  ],
  relatedServices: ["legal", "valuation", "vaastu"],
};
