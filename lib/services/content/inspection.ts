import type { ServiceContent } from "./types";

export const inspection: ServiceContent = {
  slug: "inspection",
  metaTitle: "Home Inspection and Snagging Before Possession",
  metaDescription:
    "Engineers check seepage, cracks, wiring, plumbing, tiles and carpet area of a new or resale home, with a photo report and a snag list for the builder.",
  lead: "Engineers inspect the flat or house before you take possession or pay the final amount, and give you a photo report of every defect.",
  intro: [
    "New flats are often handed over with hollow tiles, leaking joints, reversed electrical phases and windows that do not seal; resale homes hide seepage behind fresh paint. Once you have moved in and paid in full, getting these fixed is much harder.",
    "Our inspectors are civil and electrical engineers who use moisture meters, thermal cameras, laser measures and socket testers. Their report lists each defect with a photo, its location and how serious it is, in a form you can hand straight to the builder or seller.",
  ],
  audience: [
    "Buyers taking possession of a new flat from a builder",
    "Buyers of a resale home before the final payment",
    "Tenants and owners at move-in or move-out",
    "Owners of older buildings worried about structural health",
  ],
  coverage: [
    {
      title: "Dampness and seepage",
      text: "Moisture-meter and thermal-camera readings on walls and ceilings next to bathrooms, kitchens, external walls and the terrace, where most leaks start.",
    },
    {
      title: "Structure and cracks",
      text: "Visible cracks in beams, columns, slabs and walls, their width and pattern, and whether they look like harmless plaster cracks or need a structural engineer.",
    },
    {
      title: "Electrical safety",
      text: "Earthing, polarity and live-neutral faults at every socket, RCCB/ELCB tripping, MCB ratings against the load, and the condition of the distribution board.",
    },
    {
      title: "Plumbing and drainage",
      text: "Water pressure and flow, leaks under sinks, floor slopes in bathrooms and balconies, drainage speed, and hot water lines.",
    },
    {
      title: "Floors, walls and finishes",
      text: "Hollow or cracked tiles by tap test, level of floors, paint and plaster quality, and the fit of doors, windows and locks.",
    },
    {
      title: "Carpet area measurement",
      text: "Laser measurement of every room to compare the carpet area with the figure in your agreement — the legal basis of sale under RERA.",
    },
    {
      title: "Common areas",
      text: "Lifts, fire-fighting equipment, staircases, parking and the terrace, noted for your association or the builder.",
    },
  ],
  steps: [
    {
      title: "Book a slot",
      text: "Tell us the address, size and the date you get the keys. Inspections are usually done within two to three days.",
    },
    {
      title: "Inspection",
      text: "Two to four hours on site depending on size. You are welcome to walk through it with the engineer.",
    },
    {
      title: "Report",
      text: "A photo report with every defect, its location and severity within 48 hours, plus a snag list formatted for the builder.",
    },
    {
      title: "Re-inspection",
      text: "After the builder or seller fixes the snags, we check the repairs so nothing is signed off unfinished.",
    },
  ],
  pricing: {
    lines: [
      { item: "1 or 2 BHK flat", from: 3500, to: 6000, per: "inspection" },
      { item: "3 or 4 BHK flat", from: 6000, to: 10000, per: "inspection" },
      { item: "Independent house or villa", from: 8000, to: 18000, per: "inspection" },
      { item: "Re-inspection after repairs", from: 2000, to: 3500, per: "visit" },
    ],
    note: "Prices depend on carpet area and the city. A structural audit of an old building by a licensed structural engineer is quoted separately. GST is added where applicable.",
  },
  faqs: [
    {
      question: "When should I get the home inspected?",
      answer:
        "For a new flat, at the time of possession and before you sign the handover letter or pay the last instalment. For a resale home, before you sign the agreement to sell, so that repair costs can be negotiated into the price.",
    },
    {
      question: "What if the builder refuses to fix the defects?",
      answer:
        "Under Section 14(3) of the RERA Act, if you report a structural defect or a defect in workmanship, quality or services within five years of possession, the promoter must fix it within 30 days at no charge; otherwise you are entitled to compensation. Our dated photo report is evidence you can attach to a complaint to the state RERA authority.",
    },
    {
      question: "Do you check the carpet area?",
      answer:
        "Yes. We measure every room with a laser meter and compare the total with the carpet area in your agreement. Under RERA the price is for carpet area, so a shortfall is something to take up with the builder.",
    },
    {
      question: "Do I need to be there?",
      answer:
        "It helps, but it is not required. Someone must give us access and the electricity and water supply must be on so we can test the wiring and plumbing.",
    },
    {
      question: "Is a home inspection the same as a structural audit?",
      answer:
        "No. A home inspection is a visual and instrument check of the home. A structural audit, which many municipal bodies require for older buildings, is done by a licensed structural engineer and may include concrete core and rebound-hammer tests. We can arrange one if the inspection suggests it is needed.",
    },
  ],
  relatedArticles: ["carpet-built-up-super-built-up-area", "rera-checklist-before-booking"],
  messageHint: "Is it a new or resale home, how many BHK, and when do you get the keys?",
};
