import type { ServiceContent } from "./types";

export const agents: ServiceContent = {
  slug: "agents",
  metaTitle: "Find RERA-Registered Property Agents Near You",
  metaDescription:
    "Get matched with verified, RERA-registered property agents who know your locality — for buying, selling or renting a flat, house, plot, office or shop.",
  lead: "We connect you with RERA-registered agents who work in the locality you are interested in, and check their registration before they reach you.",
  intro: [
    "A good local agent knows which buildings have water problems, what similar flats actually sold for and which owners are serious. A bad one wastes weeks and may not be registered at all.",
    "Agents on LAND Acre sign up with a verified mobile number and give us their RERA registration number and state. Our team checks it against the state RERA register before a verified badge appears on their profile, and we match you only with agents who cover your area.",
  ],
  audience: [
    "Buyers new to a city or locality",
    "Owners who want help selling quickly at a fair price",
    "Landlords and tenants looking for a rental",
    "Businesses looking for a shop or office",
  ],
  coverage: [
    {
      title: "RERA registration check",
      text: "Section 9 of the RERA Act requires real estate agents to register with the state authority and quote their registration number. We verify the number, its validity and the name against the state register.",
    },
    {
      title: "Local matching",
      text: "You tell us the locality, budget and type of property; we pass your requirement to up to three verified agents who actively work there.",
    },
    {
      title: "Buyer representation",
      text: "Shortlisting, site visits, comparing asking prices with recent deals, negotiating, and coordinating the token amount and agreement.",
    },
    {
      title: "Seller representation",
      text: "Pricing advice, photos, listing, screening enquiries, showing the property and handling negotiation with buyers and their banks.",
    },
    {
      title: "Rentals",
      text: "Finding tenants or a home to rent, arranging the rent agreement and police verification.",
    },
    {
      title: "Paperwork coordination",
      text: "Working with lawyers, lenders and the sub-registrar's office so the deal closes on time.",
    },
  ],
  steps: [
    {
      title: "Share your requirement",
      text: "Locality, budget, property type and timeline, through the form on this page.",
    },
    {
      title: "We match you",
      text: "Up to three verified agents who cover your area receive your requirement — never your details sold to a list.",
    },
    {
      title: "Agents call you",
      text: "Usually within a day. You choose whom to work with and agree the brokerage in writing.",
    },
    {
      title: "Visits and negotiation",
      text: "The agent arranges visits, shares comparable prices and negotiates for you.",
    },
    {
      title: "Closing",
      text: "Agreement, payment and registration, with our legal team available if you need them.",
    },
  ],
  pricing: {
    lines: [
      { item: "Matching with verified agents", free: true },
      {
        item: "Brokerage on a resale purchase or sale (paid to the agent)",
        percent: "1–2%",
        of: "the deal value, usually from each side",
      },
      {
        item: "Brokerage on a rental (paid to the agent)",
        percent: "50–100%",
        of: "one month's rent",
      },
      {
        item: "New project bookings",
        free: true,
        note: "Agents selling for a builder are normally paid by the builder.",
      },
    ],
    note: "Brokerage is not fixed by law; it is customary and negotiable. Agree it in writing before the first visit. Agents registered for GST add 18% GST to their fee.",
  },
  faqs: [
    {
      question: "How do I know an agent is genuine?",
      answer:
        "Ask for the agent's RERA registration number and search it on the state RERA website; the name and validity should match. On LAND Acre, a verified badge means our team has done that check.",
    },
    {
      question: "How much brokerage will I pay?",
      answer:
        "For resale purchases and sales, 1–2% of the deal value is common in most cities, often charged to both buyer and seller. For rentals it is usually 15 days' to one month's rent. It is negotiable, so agree the amount in writing before you start.",
    },
    {
      question: "Do I pay LAND Acre anything to be matched?",
      answer:
        "No. Matching is free for buyers, sellers and tenants. You pay brokerage only to the agent you choose to work with, on the terms you agree with them.",
    },
    {
      question: "What can I do if an agent misleads me?",
      answer:
        "An agent registered under RERA must not make false statements about a property and must give you the documents you are entitled to. You can complain to the state RERA authority, and please tell us too — we review complaints and remove agents who break our rules.",
    },
    {
      question: "Will my phone number be shared with many agents?",
      answer:
        "No. We share your requirement with at most three agents who cover your area, and only after you ask us to. See our privacy policy for details.",
    },
  ],
  relatedArticles: ["rera-checklist-before-booking", "rent-agreement-essentials"],
  messageHint: "Locality, budget and whether you want to buy, sell or rent.",
};
