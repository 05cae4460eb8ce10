import type { ServiceContent } from "./types";

export const contractors: ServiceContent = {
  slug: "contractors",
  metaTitle: "Building Contractors — House Construction and Renovation",
  metaDescription:
    "Verified contractors for house construction, renovation, waterproofing, painting and wiring, with comparable quotes, milestone payments and quality checks.",
  lead: "Verified contractors for building a house, renovating a flat or fixing a leaking terrace, hired on a written contract with milestone payments.",
  intro: [
    "Construction goes wrong in familiar ways: quotes that cannot be compared, advances paid before work starts, cheaper cement or steel than agreed, and no one checking the concrete. A written scope, a bill of quantities and payment against completed milestones fix most of it.",
    "We refer contractors whose completed sites we have visited and whose clients we have spoken to. Each quote you receive is on the same scope so you can compare them line by line.",
  ],
  audience: [
    "Plot owners building a house",
    "Owners renovating a flat or an old house",
    "Housing societies with repair and waterproofing work",
    "Shop and office owners fitting out premises",
  ],
  coverage: [
    {
      title: "New house construction",
      text: "Turnkey construction from foundation to finishing, or labour-only contracts where you buy the material, against your architect's drawings.",
    },
    {
      title: "Renovation and repairs",
      text: "Bathroom and kitchen renovation, flooring, plastering, doors and windows, and extensions with the required permissions.",
    },
    {
      title: "Waterproofing",
      text: "Terrace, bathroom, basement and external wall waterproofing, with a written warranty period.",
    },
    {
      title: "Painting",
      text: "Interior and exterior painting with named paint products, putty and primer coats.",
    },
    {
      title: "Plumbing and electrical",
      text: "New lines, rewiring, earthing, distribution boards and fixtures by licensed electricians and experienced plumbers.",
    },
    {
      title: "Quality checks",
      text: "ISI-marked cement and Fe 500/500D TMT steel, concrete of at least M20 grade for structural work as IS 456 requires, proper curing, and cube tests on larger jobs.",
    },
  ],
  steps: [
    {
      title: "Scope and site visit",
      text: "We understand the job, visit the site and, for larger work, prepare a bill of quantities with your architect.",
    },
    {
      title: "Comparable quotes",
      text: "Two or three verified contractors quote on the same scope.",
    },
    {
      title: "Contract",
      text: "A written contract with scope, specifications, timeline, milestone payments and a retention amount held until the defects period ends.",
    },
    {
      title: "Execution",
      text: "Weekly progress photos and checks at key stages such as reinforcement before each concrete pour.",
    },
    {
      title: "Completion",
      text: "Final inspection, snag fixes, and release of the retention after the defects period.",
    },
  ],
  pricing: {
    lines: [
      {
        item: "House construction, turnkey — standard specification",
        from: 1800,
        to: 2800,
        per: "sq ft of built-up area",
      },
      {
        item: "House construction, turnkey — premium specification",
        from: 2800,
        to: 4500,
        per: "sq ft of built-up area",
      },
      {
        item: "Labour-only construction contract",
        from: 350,
        to: 550,
        per: "sq ft of built-up area",
      },
      { item: "Terrace waterproofing", from: 60, to: 150, per: "sq ft" },
      {
        item: "Interior painting (premium emulsion, two coats)",
        from: 18,
        to: 35,
        per: "sq ft of wall area",
      },
    ],
    note: "Rates vary by city, specification and the prices of cement and steel at the time. Building permission, architect and structural engineer fees are separate. GST is added where applicable.",
  },
  faqs: [
    {
      question: "Should I choose a turnkey or a labour-only contract?",
      answer:
        "Turnkey means one price for material and labour and less work for you, but you must specify brands and grades in writing. Labour-only can be cheaper if you have the time and knowledge to buy material and control wastage. Most first-time builders are better served by turnkey with a detailed specification.",
    },
    {
      question: "How should payments be structured?",
      answer:
        "A modest mobilisation advance, then payments against completed milestones — foundation, each slab, brickwork, plaster, flooring, finishing — with about 5% retained until the defects period ends. Never pay far ahead of the work done.",
    },
    {
      question: "Who gets the building permission?",
      answer:
        "The owner applies for building permission, usually through the architect, before construction starts. A good contractor will not start without it, and deviations from the sanctioned plan can block the completion certificate.",
    },
    {
      question: "What is the labour welfare cess?",
      answer:
        "Under the Building and Other Construction Workers' Welfare Cess Act, 1996, a cess of 1% of the construction cost is payable on construction costing more than ₹10 lakh, often collected along with the building permission. Ask who pays it in your contract.",
    },
    {
      question: "How do I know the concrete is good?",
      answer:
        "Insist on the mix and grade in the contract, on vibrating and curing the concrete for at least 7–14 days, and on cube tests at a lab for slabs and columns on larger houses. Our inspection service can check reinforcement before each pour.",
    },
  ],
  relatedArticles: ["buying-a-plot-documents-to-verify"],
  messageHint: "What work is needed, where, and the approximate area.",
};
