import type { ServiceContent } from "./types";

export const builders: ServiceContent = {
  slug: "builders",
  metaTitle: "Builders & Developers — RERA Projects and Joint Development",
  metaDescription:
    "Compare RERA-registered projects, check a builder's delivery record and agreements, or explore joint development of your land with a reputed developer.",
  lead: "Help for home buyers choosing a builder's project, and for landowners who want to develop their land with a builder.",
  intro: [
    "Buying in a new project means trusting a builder to deliver what the brochure shows, on the date it promises. RERA has made that safer — registered projects, escrow accounts, carpet-area pricing — but the builder's track record and the fine print of the agreement still decide how the purchase goes.",
    "For buyers we compare registered projects and check the builder's past deliveries. For landowners we assess whether a joint development makes sense and find developers with a record of completing similar projects.",
  ],
  audience: [
    "Buyers comparing new launches and under-construction projects",
    "Landowners considering a joint development agreement",
    "Buyers whose possession has been delayed",
    "Resident associations taking over from a builder",
  ],
  coverage: [
    {
      title: "RERA-registered projects only",
      text: "We recommend only projects registered with the state RERA authority and show the registration number, the promised completion date and the latest quarterly progress for each.",
    },
    {
      title: "Builder track record",
      text: "Past projects delivered, the gap between promised and actual possession, whether occupancy certificates were received, RERA complaints and court cases.",
    },
    {
      title: "Comparing offers",
      text: "Price per square foot of carpet area, floor-rise and preferential location charges, parking, club membership, GST and the payment plan, put on one page.",
    },
    {
      title: "Agreement review",
      text: "The agreement for sale checked against your state's RERA model agreement: carpet area, specifications, possession date, delay interest and defect liability.",
    },
    {
      title: "Joint development for landowners",
      text: "Area-sharing versus revenue-sharing, the developer's obligations and timelines, taxes, and safeguards such as a registered development agreement and a limited power of attorney.",
    },
    {
      title: "Possession and handover",
      text: "Checking the occupancy certificate, snagging the flat, and the handover of common areas and documents to the residents' association.",
    },
  ],
  steps: [
    {
      title: "Tell us what you need",
      text: "Budget and location for buyers; land details for landowners.",
    },
    {
      title: "Shortlist",
      text: "Registered projects or suitable developers, with their records.",
    },
    {
      title: "Visits and checks",
      text: "Site visits, sample flat, and a review of approvals and the draft agreement.",
    },
    {
      title: "Negotiation",
      text: "Price, payment plan and inclusions for buyers; sharing ratio and timelines for landowners.",
    },
    {
      title: "Agreement and follow-through",
      text: "Registration of the agreement and, later, help at possession.",
    },
  ],
  pricing: {
    lines: [
      { item: "Project shortlist and site visits for home buyers", free: true },
      { item: "Builder-buyer agreement review", from: 5000, to: 12000 },
      { item: "Joint development feasibility study for landowners", from: 25000, to: 75000 },
      {
        item: "Developer search and negotiation for landowners",
        percent: "1–2%",
        of: "the landowner's share value",
      },
    ],
    note: "Buyer-side project advice is free; when you book through us the builder pays our fee, and we will tell you so. Landowner advisory is quoted after we see the land documents. GST is added where applicable.",
  },
  faqs: [
    {
      question: "How much can a builder ask for before the agreement for sale?",
      answer:
        "Under Section 13 of the RERA Act, a promoter cannot take more than 10% of the cost of the apartment as an advance or application fee without first entering into a written agreement for sale and registering it.",
    },
    {
      question: "What are my rights if possession is delayed?",
      answer:
        "Under Section 18 of the RERA Act you can either withdraw and get your money back with interest, or stay in the project and receive interest for every month of delay until possession. The interest rate is set by state rules, commonly SBI's highest marginal cost of lending rate plus 2%. Complaints go to the state RERA authority.",
    },
    {
      question: "Why does the occupancy certificate matter?",
      answer:
        "The occupancy or completion certificate from the local authority confirms the building was built as approved and is fit to live in. Without it, getting water and electricity connections, a home loan or a later resale can be difficult. Do not take possession of a flat in a building without one.",
    },
    {
      question: "How much GST is charged on a new flat?",
      answer:
        "Under-construction homes attract GST of 5% of the price (1% for affordable housing: carpet area up to 60 square metres in metro cities or 90 square metres elsewhere, and price up to ₹45 lakh), without input tax credit. No GST is charged on a ready flat bought after the completion certificate is issued, or on a resale.",
    },
    {
      question: "What is a joint development agreement?",
      answer:
        "The landowner contributes land and the developer builds at its own cost; in return the owner receives either a share of the built flats (area sharing) or a share of sale proceeds (revenue sharing). The agreement should be registered, fix a completion timeline with penalties, and give the developer only the powers needed to build and sell its share.",
    },
  ],
  relatedArticles: ["rera-checklist-before-booking", "carpet-built-up-super-built-up-area"],
  messageHint: "Budget and preferred locations, or the size and location of your land.",
};
