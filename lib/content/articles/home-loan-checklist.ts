import type { Article } from "./types";

export const homeLoanChecklist: Article = {
  slug: "home-loan-checklist",
  title: "Home loan checklist: documents, eligibility and costs",
  metaDescription:
    "Home loan documents for salaried and self-employed buyers, RBI loan-to-value limits, credit score, fees and what to check in the sanction letter.",
  summary:
    "Most home loan delays come from missing papers and surprises in the sanction letter. Use this checklist to get your documents ready and compare offers properly.",
  category: "Finance",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "Before you apply",
      blocks: [
        {
          type: "list",
          items: [
            "Check your credit report from a credit bureau and correct any errors; most lenders give their best rates above a score of 750.",
            "Add up existing EMIs: lenders usually keep all EMIs, including the new one, within 40–55% of net monthly income.",
            "Know the loan-to-value limit: RBI allows up to 90% of the property value for loans up to ₹30 lakh, 80% above ₹30 lakh up to ₹75 lakh, and 75% above ₹75 lakh.",
            "Plan the rest: down payment, stamp duty, registration, and for new flats GST and other charges.",
            "Consider a co-applicant: a working spouse or parent can raise eligibility, and co-owners who are co-borrowers can each claim tax benefits.",
          ],
        },
      ],
    },
    {
      heading: "Documents — salaried applicants",
      blocks: [
        {
          type: "list",
          items: [
            "Identity and address: PAN card and Aadhaar, passport or voter ID.",
            "Salary slips for the last three months.",
            "Form 16 or income tax returns for the last two years.",
            "Bank statements for the last six months showing the salary credits.",
            "Employment letter if you have recently changed jobs.",
            "Passport-size photographs and the signed application form.",
          ],
        },
      ],
    },
    {
      heading: "Documents — self-employed applicants",
      blocks: [
        {
          type: "list",
          items: [
            "Identity and address documents as above.",
            "Income tax returns for the last three years with computation of income.",
            "Profit and loss account and balance sheet for three years, certified by a chartered accountant.",
            "Business proof: GST registration, shop and establishment licence or partnership deed.",
            "Bank statements for the last 12 months, personal and business.",
          ],
        },
      ],
    },
    {
      heading: "Property documents the lender will ask for",
      blocks: [
        {
          type: "list",
          items: [
            "New flat: allotment letter, registered agreement for sale, RERA registration, approved plan, the builder's NOC for the loan, and the payment receipts so far.",
            "Resale home: the chain of previous sale deeds, encumbrance certificate, society NOC and share certificate (for co-operative societies), latest tax and maintenance receipts, and the occupancy certificate.",
            "Plot with construction: sale deed of the plot, approved building plan and the construction estimate.",
          ],
        },
      ],
    },
    {
      heading: "Compare offers on more than the rate",
      blocks: [
        {
          type: "list",
          items: [
            "The benchmark: most bank loans are linked to an external benchmark such as the repo rate; ask what the spread over it is and whether it can change.",
            "Processing fee: usually 0.25–1% of the loan plus GST; some lenders cap or waive it.",
            "Other charges: legal and valuation fees, document handling, and insurance offered with the loan (which is optional).",
            "Prepayment: RBI does not allow foreclosure or prepayment penalties on floating-rate home loans to individual borrowers.",
            "Disbursement for under-construction flats: stage-wise, with pre-EMI interest until full disbursement.",
          ],
        },
      ],
    },
    {
      heading: "Before you sign the sanction letter",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Loan amount, rate, spread over the benchmark and tenure match what you were told.",
            "All fees are listed, and any insurance is optional.",
            "Conditions before disbursement are ones you can meet (documents, own contribution paid first).",
            "The sanction is valid long enough for your purchase to complete.",
            "You have the key fact statement, which lenders must give, showing the annual percentage rate and total cost.",
          ],
        },
      ],
    },
    {
      heading: "Tax benefits in brief",
      blocks: [
        {
          type: "paragraph",
          text: "Under the old tax regime, interest on a loan for a self-occupied home is deductible up to ₹2 lakh a year under Section 24(b), and principal repayment counts towards the ₹1.5 lakh limit of Section 80C. Interest paid before possession is deducted in five equal parts starting with the year construction is completed. The new tax regime does not allow these deductions for a self-occupied home, so compare both regimes each year.",
        },
      ],
    },
  ],
  relatedServices: ["mortgage", "legal", "valuation"],
};
