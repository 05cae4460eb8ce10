import type { ServiceContent } from "./types";

export const propertyManagement: ServiceContent = {
  slug: "property-management",
  metaTitle: "Property Management Services for Owners and NRIs",
  metaDescription:
    "Tenant search, police verification, rent agreements, rent collection, repairs and inspections for your flat or house, managed while you live elsewhere.",
  lead: "We find good tenants, collect the rent and look after your home, so an empty flat in another city stops being a worry.",
  intro: [
    "Many owners we speak to live far from the property they own: a flat in Indore bought while working in Pune, a parents' house in Bhopal, an apartment in Bengaluru owned from Dubai. Renting it out is worth it, but only if someone reliable is on the ground to show it, check the tenant, fix the leaking tap and make sure the rent arrives.",
    "Our property managers do that work for you under a written management agreement. You approve every tenant and every repair above a limit you set, and you get a monthly statement with photos.",
  ],
  audience: [
    "Owners who have moved to another city for work",
    "NRIs who own a flat or house in India",
    "Senior citizens who want help with tenants and upkeep",
    "Investors holding several rented units",
  ],
  coverage: [
    {
      title: "Tenant search and screening",
      text: "We list the home, answer enquiries, run the visits and check each applicant's identity, employer or business, and references from a previous landlord before recommending one to you.",
    },
    {
      title: "Police verification",
      text: "Tenant verification is required by the police in most Indian cities. We file the tenant's details with the local police station or the state police citizen portal and give you the acknowledgement.",
    },
    {
      title: "Rent agreement",
      text: "We draft the leave and licence or rent agreement with rent, deposit, escalation, lock-in, notice period and an inventory list, arrange the e-stamp paper and, where the state requires it, registration.",
    },
    {
      title: "Rent collection and statements",
      text: "Rent is paid straight into your bank account. We send reminders, follow up on delays and share a monthly statement of rent received, bills paid and expenses.",
    },
    {
      title: "Repairs and maintenance",
      text: "Plumbing, electrical, carpentry, painting and appliance repairs through vetted local vendors. Any job above your approval limit waits for your written go-ahead with the quote attached.",
    },
    {
      title: "Inspections with photo reports",
      text: "A visit every quarter (or on request) to check for seepage, damage and unauthorised changes, with dated photos. Vacant homes get a monthly visit, cleaning and a check of locks and water.",
    },
    {
      title: "Bills and dues",
      text: "Property tax, society maintenance and utility bills tracked against due dates, so nothing is left unpaid on a rented or empty home.",
    },
    {
      title: "Move-out and deposit settlement",
      text: "A joint inspection against the move-in inventory, repair estimates for any damage and a clear deposit settlement sheet for you and the tenant.",
    },
  ],
  steps: [
    {
      title: "Free consultation and visit",
      text: "We visit the property, note its condition and suggest a realistic rent from comparable homes in the locality.",
    },
    {
      title: "Management agreement and handover",
      text: "You sign a management agreement that sets our fee, your repair approval limit and reporting. We take the keys, record the inventory and photograph every room.",
    },
    {
      title: "Tenant placement",
      text: "We market the home, screen applicants, share our recommendation, complete police verification and sign the rent agreement with the tenant you approve.",
    },
    {
      title: "Monthly management",
      text: "Rent tracking, repairs, inspections and a monthly statement. You can call your manager any time.",
    },
    {
      title: "Renewal or move-out",
      text: "Before the agreement ends we agree the renewal terms with you, or run the move-out inspection and deposit settlement and start finding the next tenant.",
    },
  ],
  pricing: {
    lines: [
      { item: "Free consultation and rent estimate", free: true },
      {
        item: "Tenant placement only",
        percent: "50–100%",
        of: "one month's rent, once per tenancy",
      },
      { item: "Full property management", percent: "8–10%", of: "the monthly rent" },
      { item: "Care of a vacant home", from: 1500, to: 3000, per: "month" },
      { item: "Inspection visit with photo report", from: 1000, to: 2000, per: "visit" },
      {
        item: "Rent agreement drafting and e-stamping",
        from: 1500,
        to: 3500,
        note: "Stamp duty and any registration fee are paid to the government at actuals.",
      },
    ],
    note: "Fees depend on the city, the size of the home and how many visits you want. GST is added where applicable. Repairs are billed at the vendor's quoted cost with no mark-up.",
  },
  faqs: [
    {
      question: "Why are most rent agreements made for 11 months?",
      answer:
        "Under Section 17 of the Registration Act, 1908, a lease of immovable property for more than one year must be registered, which costs more stamp duty and a visit to the sub-registrar. An agreement of 11 months avoids compulsory registration in most states. Maharashtra is different: every leave and licence agreement must be registered whatever its length, which can be done online.",
    },
    {
      question: "Do you do police verification of the tenant?",
      answer:
        "Yes. Verification is mandatory in most cities and the owner can be penalised for skipping it. We submit the tenant's identity and address details to the local police station or the state police citizen portal and hand you the acknowledgement.",
    },
    {
      question: "How much security deposit should I take?",
      answer:
        "Two to three months' rent is common in most cities, although some markets have traditionally asked for more. The Model Tenancy Act, 2021 caps the deposit at two months' rent for homes, but it applies only in states that have adopted it, so we follow the local law and practice of your city.",
    },
    {
      question: "I am an NRI. How do I receive rent and what about tax?",
      answer:
        "Rent should be paid into your NRO account. A tenant paying rent to a non-resident must deduct tax at source under Section 195 of the Income-tax Act, so we make sure your tenant has a TAN and files the TDS returns. If your actual tax is lower, you can apply for a lower-deduction certificate.",
    },
    {
      question: "What happens if the tenant damages the home or stops paying?",
      answer:
        "The signed inventory and our photos make damage easy to prove, and repair costs are deducted from the deposit. For unpaid rent we follow up, issue a formal notice under the agreement and, if needed, connect you with a lawyer through our legal assistance service.",
    },
    {
      question: "Can I stop the management service?",
      answer:
        "Yes. The management agreement can be ended by either side with 30 days' written notice. We hand back the keys, documents, inventory and a final statement.",
    },
  ],
  relatedArticles: ["rent-agreement-essentials", "stamp-duty-registration-charges-by-state"],
  messageHint: "Where is the property, how big is it, and is it rented now?",
};
