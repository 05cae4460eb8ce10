import type { Article } from "./types";

export const areaDefinitions: Article = {
  slug: "carpet-built-up-super-built-up-area",
  title: "Carpet area vs built-up area vs super built-up area",
  metaDescription:
    "What carpet, built-up and super built-up area mean, how RERA defines carpet area, what loading is, and how to compare flat prices fairly per square foot.",
  summary:
    "The same flat can be described as 800, 950 or 1,150 square feet depending on which area is quoted. Here is what each figure means and how to compare prices fairly.",
  category: "Buying",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "Carpet area: the space you actually use",
      blocks: [
        {
          type: "paragraph",
          text: "Section 2(k) of the RERA Act defines carpet area as the net usable floor area of an apartment, excluding the area covered by the external walls, areas under service shafts, exclusive balcony or verandah area and exclusive open terrace area, but including the area covered by the internal partition walls of the apartment.",
        },
        {
          type: "paragraph",
          text: "Since RERA came into force, builders of registered projects must sell on carpet area and state it in the agreement for sale. Balconies and terraces can be priced, but must be shown separately.",
        },
      ],
    },
    {
      heading: "Built-up area: carpet plus walls and balconies",
      blocks: [
        {
          type: "paragraph",
          text: "Built-up area adds the thickness of the external walls, the shafts and usually the balconies to the carpet area. It is typically 10–20% more than the carpet area. Resale listings and older agreements often quote built-up area.",
        },
      ],
    },
    {
      heading: "Super built-up area: your share of the common areas",
      blocks: [
        {
          type: "paragraph",
          text: "Super built-up (or saleable) area adds a proportionate share of common areas — lobbies, staircases, lift wells, corridors, and sometimes the clubhouse — to the built-up area. The percentage added over carpet area is called the loading; 25–40% is common, and higher in towers with large amenities.",
        },
        {
          type: "paragraph",
          text: "Loading is not wrong in itself — common areas cost money to build — but two projects with the same super built-up area can give very different usable space.",
        },
      ],
    },
    {
      heading: "An example",
      blocks: [
        {
          type: "table",
          caption: "One 2 BHK flat described three ways",
          columns: ["Measure", "Area", "Price quoted at ₹6,000/sq ft"],
          rows: [
            ["Carpet area", "800 sq ft", "—"],
            ["Built-up area (carpet + 15%)", "920 sq ft", "—"],
            ["Super built-up area (carpet + 35% loading)", "1,080 sq ft", "₹64,80,000"],
            ["Effective price per sq ft of carpet area", "800 sq ft", "₹8,100/sq ft"],
          ],
        },
        {
          type: "paragraph",
          text: "A price of ₹6,000 per sq ft on super built-up area is really ₹8,100 per sq ft of space you can use. Always divide the total price by the carpet area before comparing projects.",
        },
      ],
    },
    {
      heading: "Other areas you will see",
      blocks: [
        {
          type: "list",
          items: [
            "Plot area: the land area of a plot or an independent house, often in square yards (gaj), square feet or local units such as bigha or guntha.",
            "Balcony and terrace area: under RERA shown separately from carpet area.",
            "Usable area: an informal term; ask what it includes.",
          ],
        },
      ],
    },
    {
      heading: "How to use this when buying",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Ask for the carpet area of the exact unit, in writing, and check it against the RERA portal.",
            "Work out the price per sq ft of carpet area for every project you compare.",
            "At possession, measure the flat or have it inspected; a shortfall against the agreed carpet area is something to raise with the builder.",
            "For resale flats, check which area the previous sale deed mentions and do not pay a super built-up rate on a carpet-area figure, or the reverse.",
          ],
        },
      ],
    },
  ],
  relatedServices: ["inspection", "valuation", "builders"],
};
