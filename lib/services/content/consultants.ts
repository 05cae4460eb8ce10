import type { ServiceContent } from "./types";

export const consultants: ServiceContent = {
  slug: "consultants",
  metaTitle: "Real Estate Consultants — End-to-End Property Advisory",
  metaDescription:
    "One adviser for your whole property transaction: requirements, shortlisting, due diligence, negotiation, documentation, NRI sales and office leasing.",
  lead: "One adviser who stays with you through the whole transaction — from what to buy or how to sell, to the day the documents are registered.",
  intro: [
    "Buying or selling property involves agents, lawyers, lenders, valuers, the builder or seller, and the sub-registrar's office. Each looks after one part; nobody looks at the whole deal from your side.",
    "Our consultants do. They are paid by you, coordinate the specialists, keep the timeline, and make sure nothing — a missing approval, a tax deduction, an unpaid society due — is left for later.",
  ],
  audience: [
    "NRIs buying or selling property in India",
    "Families handling an inherited property",
    "Businesses leasing or buying office, retail or warehouse space",
    "Busy professionals who want one accountable adviser",
  ],
  coverage: [
    {
      title: "Requirement mapping",
      text: "What you need, what you can afford and what the market offers, written down before the search starts.",
    },
    {
      title: "Search and shortlisting",
      text: "Listings on LAND Acre and the wider market, filtered and compared on one sheet.",
    },
    {
      title: "Due diligence coordination",
      text: "Title search, RERA check, inspection and valuation by our specialist teams, summarised for you.",
    },
    {
      title: "Negotiation",
      text: "Price, payment schedule, inclusions and possession date negotiated with evidence from recent deals.",
    },
    {
      title: "NRI services",
      text: "Buying or selling while abroad: power of attorney, TDS on the sale, repatriation of proceeds and bank coordination.",
    },
    {
      title: "Commercial leasing",
      text: "Office, retail and warehouse requirements, lease terms (lock-in, escalation, fit-out period) and landlord negotiation.",
    },
    {
      title: "Inherited property",
      text: "Succession certificates, legal heir documents, partition between heirs, mutation, and selling or renting the property.",
    },
  ],
  steps: [
    {
      title: "First consultation",
      text: "We understand the situation and propose the scope and fee in writing.",
    },
    {
      title: "Plan",
      text: "A written plan with the steps, the specialists involved and the timeline.",
    },
    {
      title: "Execution",
      text: "Search or marketing, checks and negotiation, with weekly updates.",
    },
    {
      title: "Closing",
      text: "Agreement, payments, registration and tax compliance.",
    },
    {
      title: "After the deal",
      text: "Mutation, utility transfers and, for sellers abroad, repatriation of proceeds.",
    },
  ],
  pricing: {
    lines: [
      { item: "First consultation (45 minutes)", free: true },
      { item: "Hourly advisory", from: 2000, to: 5000, per: "hour" },
      { item: "End-to-end transaction advisory", percent: "0.5–1%", of: "the deal value" },
      { item: "NRI sale assistance (documents, TDS, repatriation)", from: 25000, to: 75000 },
      { item: "Office or retail leasing", percent: "50–100%", of: "one month's rent" },
    ],
    note: "Fees are agreed in writing before work starts. Specialist services (legal, valuation, inspection) are billed at their listed rates. GST is added where applicable.",
  },
  faqs: [
    {
      question: "How is a consultant different from an agent?",
      answer:
        "An agent is usually paid a commission when a deal closes, often by both sides. A consultant is engaged and paid by you alone, for advice and coordination, whether or not you end up buying, so the advice is not tied to closing a particular deal.",
    },
    {
      question: "I live abroad. Can I sell my property in India without travelling?",
      answer:
        "Yes, through a power of attorney executed abroad — attested at the Indian embassy or apostilled, then adjudicated for stamp duty and registered in India — given to someone you trust. We coordinate the process with our legal team.",
    },
    {
      question: "How is tax handled when an NRI sells property?",
      answer:
        "The buyer must deduct tax at source under Section 195 of the Income-tax Act before paying an NRI seller, on the whole price unless the seller obtains a lower-deduction certificate from the Income Tax Department based on the actual gain. Applying for that certificate early avoids having large sums held as TDS until the refund.",
    },
    {
      question: "Can sale proceeds be sent abroad?",
      answer:
        "NRIs can repatriate up to USD 1 million per financial year from their NRO account, covering sale proceeds of property, after paying tax and submitting the chartered accountant's certificate (Form 15CB) and the declaration (Form 15CA). Proceeds of residential property bought with foreign funds can be repatriated for up to two properties.",
    },
    {
      question: "Do you handle commercial leases?",
      answer:
        "Yes. We help businesses find office, retail and warehouse space and negotiate the lease — rent, escalation, lock-in, security deposit, fit-out period and maintenance charges — and review the lease deed before it is registered.",
    },
  ],
  relatedArticles: ["stamp-duty-registration-charges-by-state", "rera-checklist-before-booking"],
  messageHint: "What you want to buy, sell or lease, and where.",
};
