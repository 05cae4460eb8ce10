import type { ServiceContent } from "./types";

export const valuation: ServiceContent = {
  slug: "valuation",
  metaTitle: "Property Valuation — Market Value vs Circle Rate",
  metaDescription:
    "Know what a flat, house, plot or shop is really worth. Site inspection, recent registered sales, circle rate comparison and a written valuation report.",
  lead: "A written, evidence-based estimate of what your property would sell for today, and how that compares with the government circle rate.",
  intro: [
    "Asking prices on listing sites are what sellers hope for, not what buyers pay. A proper valuation looks at the property itself — its carpet area, age, floor, facing and condition — and at prices actually registered for similar homes nearby.",
    "Every report also states the circle rate (called guideline value, collector rate, ready reckoner rate or DLC rate in different states) because stamp duty and income tax are worked out on the higher of the two figures.",
  ],
  audience: [
    "Buyers checking whether an asking price is fair",
    "Sellers setting a realistic price before listing",
    "Families dividing property between heirs",
    "Owners who need the fair market value as on 1 April 2001 for capital gains",
  ],
  coverage: [
    {
      title: "Market value",
      text: "The price a willing buyer and seller would agree today, worked out from recent registered sales of comparable properties in the same micro-market, adjusted for size, floor, age and condition.",
    },
    {
      title: "Circle rate check",
      text: "The minimum value the state sets for each area for stamp duty. We show the circle rate for your property alongside the market value, and explain what the gap means for stamp duty and tax.",
    },
    {
      title: "Site inspection",
      text: "Measurement of carpet and built-up area, construction quality, age, maintenance, approach road, amenities, parking and any visible deviation from the sanctioned plan.",
    },
    {
      title: "Three valuation methods",
      text: "Comparable sales for homes; rental income capitalisation for shops and offices; and the cost approach (land value plus depreciated construction cost) for independent houses and special properties.",
    },
    {
      title: "Rental value",
      text: "Expected monthly rent and gross rental yield, useful for investors and for owners deciding whether to sell or let.",
    },
    {
      title: "Registered valuer reports",
      text: "Where a report must be signed by a registered valuer — for capital gains (fair market value as on 1 April 2001), court matters or some bank and visa purposes — we arrange one.",
    },
  ],
  steps: [
    {
      title: "Share the basics",
      text: "Address, type and size of the property, and copies of the sale deed or allotment letter and the latest tax receipt.",
    },
    {
      title: "Site visit",
      text: "A valuer inspects and measures the property, usually within two working days of booking.",
    },
    {
      title: "Market research",
      text: "Recent registered transactions, active listings and the circle rate for the locality are collected and compared.",
    },
    {
      title: "Written report",
      text: "You receive a report with the estimated market value range, the circle rate, rental value, photos and the reasoning, usually within 3–5 working days of the visit.",
    },
  ],
  pricing: {
    lines: [
      { item: "Flat or apartment", from: 3000, to: 6000, per: "report" },
      { item: "Independent house or villa", from: 5000, to: 10000, per: "report" },
      { item: "Residential plot or land", from: 4000, to: 8000, per: "report" },
      { item: "Shop, office or other commercial property", from: 8000, to: 25000, per: "report" },
      {
        item: "Registered valuer certificate (e.g. value as on 1 April 2001)",
        from: 7500,
        to: 15000,
        per: "report",
      },
    ],
    note: "Prices are indicative for one property within city limits; agricultural land and properties outside city limits may carry travel charges. GST is added where applicable.",
  },
  faqs: [
    {
      question: "What is the difference between circle rate and market value?",
      answer:
        "The circle rate is the minimum value per square metre or square foot that the state government fixes for each area for charging stamp duty. The market value is what buyers actually pay. In popular localities the market value is often higher than the circle rate; in some areas it can be lower. Stamp duty is charged on whichever is higher — the agreement value or the circle-rate value.",
    },
    {
      question: "What happens if I sell below the circle rate?",
      answer:
        "Under Section 50C of the Income-tax Act the seller's capital gain is worked out on the stamp duty value if the sale price is lower, and under Section 56(2)(x) the buyer may be taxed on the difference. No adjustment is made if the stamp duty value is not more than 110% of the sale price. If you believe the circle rate is above the real value, the Assessing Officer can refer the valuation to a Valuation Officer.",
    },
    {
      question: "Will my bank accept your valuation report?",
      answer:
        "Banks and housing finance companies appoint valuers from their own panel for a home loan. Our report is for your own decision: it tells you whether the price is fair before you commit, and it helps you negotiate.",
    },
    {
      question: "Why would I need the value as on 1 April 2001?",
      answer:
        "For a property bought before 1 April 2001, the Income-tax Act lets you use its fair market value on that date as the cost when working out long-term capital gains. That value should be supported by a report from a registered valuer.",
    },
    {
      question: "Which documents do you need?",
      answer:
        "A copy of the sale deed or allotment letter, the sanctioned plan if you have it, the latest property tax receipt and, for flats, the society maintenance bill. The valuation can start with just the address; documents make it more accurate.",
    },
  ],
  relatedArticles: [
    "carpet-built-up-super-built-up-area",
    "stamp-duty-registration-charges-by-state",
  ],
  messageHint: "What kind of property is it, where, and why do you need the valuation?",
};
