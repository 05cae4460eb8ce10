import type { ServiceContent } from "./types";

export const legal: ServiceContent = {
  slug: "legal",
  metaTitle: "Property Legal Help — Title Search, EC, RERA, Sale Deed",
  metaDescription:
    "Property lawyers for a 30-year title search, encumbrance certificate, RERA registration check, sale deed drafting, stamp duty and registration, and mutation.",
  lead: "Property lawyers who check the title before you pay, draft the documents and see the registration through at the sub-registrar's office.",
  intro: [
    "Most property disputes in India start with a document nobody checked: a missing link in the chain of title, an unreleased bank mortgage, a sale by power of attorney, or a project sold without RERA registration. A title search costs a small fraction of the price and is the cheapest insurance a buyer can have.",
    "Our panel advocates practise in property and revenue matters. They search the records themselves, explain the risks in plain language, and stay with you until the sale deed is registered and the property is mutated in your name.",
  ],
  audience: [
    "Buyers of resale flats, houses and plots",
    "Buyers booking a flat in a new project",
    "Sellers who need a sale deed drafted",
    "Heirs transferring property after a death in the family",
  ],
  coverage: [
    {
      title: "Title search for 30 years",
      text: "We trace every transfer of the property for at least 30 years — sale deeds, gift deeds, partitions, wills and court decrees — so the seller's ownership rests on an unbroken chain.",
    },
    {
      title: "Encumbrance certificate",
      text: "We obtain the encumbrance certificate from the sub-registrar for the search period to see registered mortgages, sales and leases, and check that any old home loan has been closed and released.",
    },
    {
      title: "RERA registration check",
      text: "For a new project we confirm the registration on the state RERA portal, its validity and completion date, the approvals uploaded by the promoter, quarterly progress and any complaints or orders against it.",
    },
    {
      title: "Approvals and land use",
      text: "Sanctioned building plan, commencement certificate, completion or occupancy certificate, land-use conversion for former agricultural land, and revenue records such as khasra, khatauni or 7/12 extracts.",
    },
    {
      title: "Litigation search",
      text: "A search of court records on the eCourts services portal and local enquiries for pending suits, attachments or acquisition notices affecting the property or the seller.",
    },
    {
      title: "Agreement review and drafting",
      text: "Review of the builder-buyer agreement against the RERA model agreement (carpet area, possession date, delay interest, defect liability), and drafting of the agreement to sell and the sale deed for resale purchases.",
    },
    {
      title: "Stamp duty and registration",
      text: "We calculate stamp duty on the higher of the agreement value and the circle-rate value, arrange e-stamping, book the sub-registrar appointment and attend the registration with both parties and two witnesses.",
    },
    {
      title: "Mutation and after-sale work",
      text: "After registration, the property is mutated into your name in the municipal or revenue records so that property tax bills and future dealings are in your name.",
    },
  ],
  steps: [
    {
      title: "Share the documents",
      text: "Send copies of whatever the seller or builder has given you: previous sale deeds, allotment letter, tax receipts, approvals.",
    },
    {
      title: "Document review",
      text: "A lawyer reviews the papers within two working days and gives you a list of anything missing to ask the seller for.",
    },
    {
      title: "Searches",
      text: "Searches at the sub-registrar's office, revenue and municipal records, the RERA portal and court records.",
    },
    {
      title: "Title report",
      text: "A written legal opinion on whether the title is clear and marketable, with each risk explained and what to do about it.",
    },
    {
      title: "Drafting and registration",
      text: "Sale agreement and sale deed drafted, stamp duty paid, and the deed registered at the sub-registrar's office.",
    },
    {
      title: "Mutation",
      text: "Application for mutation in your name and follow-up until the records are updated.",
    },
  ],
  pricing: {
    lines: [
      { item: "Title search and legal opinion — flat", from: 8000, to: 15000 },
      { item: "Title search and legal opinion — plot or land (30 years)", from: 12000, to: 25000 },
      { item: "Encumbrance certificate retrieval", from: 1500, to: 3000 },
      { item: "RERA and builder-buyer agreement review", from: 5000, to: 12000 },
      { item: "Sale agreement or sale deed drafting", from: 5000, to: 15000 },
      { item: "Registration support at the sub-registrar's office", from: 3000, to: 7500 },
      { item: "Mutation in municipal or revenue records", from: 3000, to: 8000 },
    ],
    note: "Professional fees only. Stamp duty, registration fees and official search fees are paid to the government at actuals. Complex titles such as ancestral agricultural land with many co-owners are quoted after the first review.",
  },
  faqs: [
    {
      question: "Why is the title searched for 30 years?",
      answer:
        "Under the Limitation Act, 1963 a suit for possession of immovable property based on title can be filed within 12 years, and the government has 30 years. A 30-year search covers both periods, which is why banks and careful buyers ask for it. For land, we go further back when the records allow.",
    },
    {
      question: "What is an encumbrance certificate and what does it not show?",
      answer:
        "It is a certificate from the sub-registrar listing the registered transactions on a property — sales, mortgages, leases, gifts — for the period you ask for. It does not show unregistered agreements, court cases, or dues to a society or the municipality, which is why we also search court records and ask for no-dues certificates.",
    },
    {
      question: "How do I check whether a project is RERA registered?",
      answer:
        "Every registered project has a registration number that must appear in its advertisements. Search that number on your state's RERA website to see the promoter, approvals, the promised completion date and the quarterly progress reports. Projects on land up to 500 square metres or with up to eight apartments can be exempt; most others cannot be advertised or sold without registration.",
    },
    {
      question: "Can I buy a property through a power of attorney sale?",
      answer:
        "It is risky. In Suraj Lamp & Industries v. State of Haryana (2011) the Supreme Court held that sales through a general power of attorney, agreement to sell and will do not transfer ownership. Insist on a registered sale deed from the owner, or from a registered power of attorney holder acting on the owner's behalf.",
    },
    {
      question: "How is stamp duty calculated and who pays it?",
      answer:
        "Stamp duty is a percentage of the agreement value or the circle-rate value of the property, whichever is higher, and the rate depends on the state; many states charge less for women buyers. By convention the buyer pays stamp duty and the registration fee unless the agreement says otherwise.",
    },
    {
      question: "Do buyer and seller need to be present for registration?",
      answer:
        "Yes. Both parties — or persons holding a registered power of attorney for them — must appear before the sub-registrar with photo ID, along with two witnesses. Photographs and biometrics are taken at the office. Many states now let you book the appointment and pay the fees online.",
    },
  ],
  relatedArticles: [
    "rera-checklist-before-booking",
    "buying-a-plot-documents-to-verify",
    "stamp-duty-registration-charges-by-state",
  ],
  messageHint: "Tell us about the property and the documents you have.",
};
