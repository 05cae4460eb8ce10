import type { ServiceContent } from "./types";

export const mortgage: ServiceContent = {
  slug: "mortgage",
  metaTitle: "Home Loan Advice — Eligibility, RBI LTV Limits, Tax Benefits",
  metaDescription:
    "Check home loan eligibility, compare banks and housing finance companies, understand RBI loan-to-value limits and claim Section 24(b) and 80C tax benefits.",
  lead: "Independent help to find out how much you can borrow, compare lenders, and get your home loan sanctioned without surprises.",
  intro: [
    "A home loan is usually the largest financial commitment a family makes, yet most borrowers compare only the headline interest rate. The processing fee, the benchmark the rate is linked to, the loan-to-value the bank will allow and how quickly it disburses matter just as much.",
    "Our loan advisers look at your income, existing EMIs and credit report, tell you what you can realistically borrow, and take your application through the lender's legal and technical checks to the sanction letter.",
  ],
  audience: [
    "First-time buyers working out a budget",
    "Self-employed borrowers with irregular income",
    "Borrowers moving an existing loan to a lower rate",
    "NRIs buying a home in India",
  ],
  coverage: [
    {
      title: "Eligibility check",
      text: "Lenders cap total EMIs at roughly 40–55% of net monthly income (the FOIR). We compute your eligible amount from income, age, tenure, existing loans and credit score, for salaried and self-employed profiles.",
    },
    {
      title: "Loan-to-value under RBI rules",
      text: "RBI limits the loan to 90% of the property value for loans up to ₹30 lakh, 80% for loans above ₹30 lakh up to ₹75 lakh, and 75% above ₹75 lakh. We plan your down payment, stamp duty and registration around these caps.",
    },
    {
      title: "Lender comparison",
      text: "Banks price floating-rate home loans over an external benchmark such as the RBI repo rate; housing finance companies use their own reference rates. We compare the effective cost, fees and service of several lenders for your profile.",
    },
    {
      title: "Documentation and sanction",
      text: "A checklist for your profile, help filling the application, and follow-up through the lender's legal and technical valuation of the property until the sanction letter is issued.",
    },
    {
      title: "Disbursement",
      text: "Full disbursement for a ready home, or stage-wise disbursement linked to construction for an under-construction flat, with a clear picture of pre-EMI interest.",
    },
    {
      title: "Tax benefits",
      text: "Under the old tax regime: up to ₹2 lakh a year of interest under Section 24(b) for a self-occupied home, and principal repayment, stamp duty and registration within the ₹1.5 lakh limit of Section 80C.",
    },
    {
      title: "Balance transfer and top-up",
      text: "If another lender offers a meaningfully lower rate, we work out whether switching saves money after fees, and handle the transfer.",
    },
  ],
  steps: [
    {
      title: "Budget and eligibility",
      text: "Share your income, existing EMIs and the property you have in mind; we tell you the loan amount and EMI you can comfortably carry.",
    },
    {
      title: "Choose a lender",
      text: "We compare offers from several banks and housing finance companies and explain the trade-offs.",
    },
    {
      title: "Apply",
      text: "KYC, income documents and property papers go to the lender with the processing fee.",
    },
    {
      title: "Property checks",
      text: "The lender's lawyer checks the title and its valuer inspects the property. We help answer their queries quickly.",
    },
    {
      title: "Sanction",
      text: "The sanction letter states the amount, rate, tenure and conditions. We go through it with you before you accept.",
    },
    {
      title: "Disbursement",
      text: "After the loan agreement is signed and the property documents are deposited, the lender pays the seller or builder directly.",
    },
  ],
  pricing: {
    lines: [
      { item: "Eligibility check and lender comparison", free: true },
      { item: "Application and sanction support", free: true },
      {
        item: "Lender's processing fee (paid to the lender)",
        percent: "0.25–1%",
        of: "the loan amount, plus GST",
        note: "Some lenders cap it or waive it during offers.",
      },
      {
        item: "Lender's legal and valuation charges (paid to the lender)",
        from: 3000,
        to: 10000,
      },
    ],
    note: "Our loan advisory is free for borrowers: partner lenders pay us a fee when a loan is disbursed, and we tell you which lenders those are. You are never obliged to borrow from a partner lender.",
  },
  faqs: [
    {
      question: "How much home loan can I get?",
      answer:
        "It is the lower of two limits. The first is RBI's loan-to-value cap: 90% of the property value for loans up to ₹30 lakh, 80% for loans above ₹30 lakh up to ₹75 lakh, and 75% above that. The second is your repayment capacity: lenders keep all EMIs within about 40–55% of net monthly income. For a ₹60 lakh flat the bank can lend at most ₹48 lakh; at 8.5% a year for 20 years that is an EMI of about ₹41,656.",
    },
    {
      question: "Can stamp duty and registration be included in the loan?",
      answer:
        "RBI allows lenders to include stamp duty, registration and other documentation charges in the property cost only for homes costing up to ₹10 lakh. For other homes you should plan to pay them, along with the down payment, from your own funds.",
    },
    {
      question: "What tax benefits does a home loan give?",
      answer:
        "Under the old tax regime you can deduct up to ₹2 lakh a year of interest on a self-occupied home under Section 24(b), and principal repayment up to the ₹1.5 lakh limit of Section 80C, which also covers stamp duty and registration in the year you pay them. Interest paid before possession is claimed in five equal instalments from the year construction is completed. Co-owners who are co-borrowers can each claim their share. The new tax regime does not allow these deductions for a self-occupied home.",
    },
    {
      question: "Fixed or floating rate — which is better?",
      answer:
        "Most home loans in India are floating-rate loans linked to an external benchmark such as the repo rate, so the EMI or tenure changes when RBI changes rates. RBI does not allow lenders to charge foreclosure or prepayment penalties on floating-rate home loans to individual borrowers, which makes prepaying easy. Fixed rates are usually higher and often fixed only for the first few years.",
    },
    {
      question: "What credit score do I need?",
      answer:
        "Most lenders prefer a score of 750 or more and offer their best rates to such borrowers. Lower scores can still get a loan, often at a higher rate. Check your credit report before you apply and have any errors corrected by the credit bureau.",
    },
    {
      question: "What is pre-EMI interest on an under-construction flat?",
      answer:
        "The lender releases money in stages as construction progresses. Until the full loan is disbursed you may pay only interest on the amount released — the pre-EMI. It lowers the monthly outgo but does not reduce the principal, so many borrowers choose to start full EMIs immediately.",
    },
  ],
  relatedArticles: ["home-loan-checklist", "stamp-duty-registration-charges-by-state"],
  messageHint: "Property price, your monthly income and any existing EMIs.",
};
