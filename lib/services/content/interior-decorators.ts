import type { ServiceContent } from "./types";

export const interiorDecorators: ServiceContent = {
  slug: "interior-decorators",
  metaTitle: "Interior Designers for Homes — Modular Kitchens, Wardrobes",
  metaDescription:
    "Interior designers for your flat or house: 3D design, modular kitchens, wardrobes, false ceilings and lighting, with itemised quotes and a fixed timeline.",
  lead: "Designers and execution teams who turn a bare flat into a finished home, with an itemised quote and a timeline agreed before work starts.",
  intro: [
    "Interiors are where budgets most often run away: vague per-square-foot quotes, materials swapped for cheaper ones, and a two-month job that takes five. Clear drawings, named materials and a written schedule prevent most of that.",
    "We connect you with interior designers and execution teams whose work we have seen, and insist on itemised quotes that name the plywood grade, laminate or finish, and hardware brand for every item.",
  ],
  audience: [
    "Owners of newly handed-over flats",
    "Families renovating an older home",
    "Owners preparing a home for rent",
    "Small offices, clinics and shops",
  ],
  coverage: [
    {
      title: "Space planning and 3D design",
      text: "Furniture layout, storage, lighting and colour schemes, shown as 3D views before anything is made.",
    },
    {
      title: "Modular kitchen",
      text: "Layout for the way you cook, boiling-water-proof plywood or HDHMR carcasses near the sink, a choice of laminate, acrylic or PU shutters, soft-close hardware and a chimney and hob plan.",
    },
    {
      title: "Wardrobes and storage",
      text: "Wardrobes, lofts, TV units, crockery units and study tables, priced by shutter area with the materials named.",
    },
    {
      title: "False ceiling and lighting",
      text: "Gypsum or POP ceilings with cove and spot lighting, fan and AC points planned together.",
    },
    {
      title: "Flooring and walls",
      text: "Tiles, wood or vinyl flooring, wall panelling, wallpaper and paint.",
    },
    {
      title: "Electrical and plumbing changes",
      text: "Moving points and adding circuits, with your society's permission where needed and without touching columns, beams or load-bearing walls.",
    },
    {
      title: "Turnkey execution",
      text: "One team responsible for every trade, with weekly progress photos and a handover snag list.",
    },
  ],
  steps: [
    {
      title: "Site measurement",
      text: "A designer visits, measures the home and understands your needs and budget.",
    },
    {
      title: "Design and quote",
      text: "Layouts, 3D views and an itemised quote with materials and brands named.",
    },
    {
      title: "Booking",
      text: "You approve the design and pay the first instalment, typically 10–15%.",
    },
    {
      title: "Production and installation",
      text: "Factory-made modules and site work, typically 45–90 days for a full home.",
    },
    {
      title: "Handover",
      text: "Cleaning, a joint snag walk-through, fixes, and warranty documents.",
    },
  ],
  pricing: {
    lines: [
      { item: "Modular kitchen (L-shaped, mid-range)", from: 150000, to: 400000 },
      { item: "Wardrobes", from: 1200, to: 2500, per: "sq ft of shutter area" },
      { item: "False ceiling with lighting provisions", from: 90, to: 180, per: "sq ft" },
      { item: "Full interiors — 2 BHK", from: 400000, to: 900000 },
      { item: "Full interiors — 3 BHK", from: 700000, to: 1500000 },
      { item: "Design only (drawings and 3D views)", from: 15000, to: 50000 },
    ],
    note: "Prices depend on materials, finishes, brands and city. Interior works attract 18% GST. Appliances, loose furniture and décor are extra unless the quote includes them.",
  },
  faqs: [
    {
      question: "How long do full home interiors take?",
      answer:
        "A 2 or 3 BHK usually takes 45–90 days from design approval, depending on the amount of civil work and how quickly decisions are made. Get the timeline and any delay penalty in the contract.",
    },
    {
      question: "Which plywood should be used in a kitchen?",
      answer:
        "Near the sink and for the lower cabinets, boiling-water-proof (BWP) plywood such as IS 710 marine grade, or good-quality HDHMR, holds up best. Moisture-resistant (MR) plywood is fine for wardrobes and dry areas. Ask for the grade to be written in the quote.",
    },
    {
      question: "Do I need the society's permission?",
      answer:
        "Most housing societies need a written application and a refundable deposit before interior work, and set working hours. Structural changes — breaking columns, beams or load-bearing walls — are not allowed, and changes to bathrooms and balconies may need approval.",
    },
    {
      question: "How are payments usually structured?",
      answer:
        "Commonly 10–15% on booking, around 50% before production starts, and the balance in stages on installation and handover. Avoid paying the full amount before the work is installed.",
    },
    {
      question: "What warranty should I expect?",
      answer:
        "Many established firms offer multi-year warranties on modular cabinets and the hardware maker's warranty on fittings. Get the warranty terms in writing, including what is excluded.",
    },
  ],
  relatedArticles: ["carpet-built-up-super-built-up-area"],
  messageHint: "Which rooms, how many BHK, and your rough budget.",
};
