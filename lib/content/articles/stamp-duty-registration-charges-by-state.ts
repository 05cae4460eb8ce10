import type { Article } from "./types";

export const stampDutyByState: Article = {
  slug: "stamp-duty-registration-charges-by-state",
  title: "Stamp duty and registration charges by state",
  metaDescription:
    "Typical stamp duty and registration fees in Madhya Pradesh, Maharashtra, Delhi, UP, Tamil Nadu and other states, how they are worked out and paid.",
  summary:
    "Stamp duty and registration fees can add 5–11% to the price of a home, and the rate depends on the state, the buyer and the circle rate. Here is how it works and what the main states charge.",
  category: "Finance",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "What you pay, and on what value",
      blocks: [
        {
          type: "paragraph",
          text: "Stamp duty is a state tax on the document that transfers the property — the sale deed or conveyance. The registration fee is paid to register that document with the sub-registrar under the Registration Act, 1908. Both are usually paid by the buyer.",
        },
        {
          type: "paragraph",
          text: "Both are charged on the higher of the price in the agreement and the value of the property at the government's circle rate (also called guideline value, collector rate or ready reckoner rate). If you buy below the circle rate, you still pay duty on the circle-rate value.",
        },
      ],
    },
    {
      heading: "Typical rates in major states",
      blocks: [
        {
          type: "table",
          caption:
            "Typical rates for a residential sale deed (check the current rate before paying)",
          columns: ["State", "Stamp duty", "Registration fee"],
          rows: [
            ["Madhya Pradesh", "About 7.5% (including municipal or panchayat duty)", "3%"],
            [
              "Maharashtra (Mumbai)",
              "6% including 1% metro cess; 1% less for women buyers",
              "1%, up to ₹30,000",
            ],
            [
              "Delhi",
              "6% for men, 4% for women, 5% for a man and woman jointly",
              "1% plus a ₹100 pasting fee",
            ],
            ["Uttar Pradesh", "7%, with a concession for women buyers on lower-value homes", "1%"],
            ["Rajasthan", "About 6%, lower for women buyers", "1%"],
            ["Gujarat", "4.9%", "1% (waived for women buyers)"],
            ["Tamil Nadu", "7%", "2%"],
            ["Kerala", "8%", "2%"],
            ["West Bengal (Kolkata)", "6% up to ₹1 crore, 7% above", "1%"],
            [
              "Telangana",
              "About 7.5% in total, including transfer duty and registration fee",
              "Included",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "States change rates, cesses and concessions often, sometimes for a few months at a time. Use this table to plan your budget, then confirm the exact figure on your state's registration department (IGR) website or with your lawyer before you pay.",
        },
      ],
    },
    {
      heading: "A worked example for Indore",
      blocks: [
        {
          type: "paragraph",
          text: "For a flat bought in Indore for ₹50 lakh, where the circle-rate value is lower than the price, stamp duty at about 7.5% is ₹3,75,000 and the registration fee at 3% is ₹1,50,000 — roughly ₹5,25,000 on top of the price. Budget for it alongside the down payment, because lenders generally do not finance these charges on homes costing more than ₹10 lakh.",
        },
      ],
    },
    {
      heading: "How to pay",
      blocks: [
        {
          type: "list",
          items: [
            "E-stamping through the state portal or an authorised agency such as the Stock Holding Corporation of India, or by online payment in states with their own systems.",
            "The registration fee is paid online or at the sub-registrar's office when you register.",
            "Keep the e-stamp certificate and payment receipts: you need them for the sale deed, your home loan and tax deductions.",
          ],
        },
      ],
    },
    {
      heading: "Ways the cost changes",
      blocks: [
        {
          type: "list",
          items: [
            "Women buyers: several states charge lower stamp duty or registration fees when a woman is the buyer or a joint buyer.",
            "Gifts within the family: many states charge a small fixed duty on gift deeds to close relatives instead of the full rate.",
            "New flats: stamp duty is paid on the agreement or sale deed value; GST is separate (5% on under-construction homes, 1% for affordable housing, none once the completion certificate is issued).",
            "Tax deduction: under the old tax regime, stamp duty and registration on a home you buy count towards the ₹1.5 lakh limit of Section 80C in the year you pay them.",
          ],
        },
      ],
    },
    {
      heading: "Checklist",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Find the circle rate for the property on the state registration website.",
            "Calculate duty on the higher of the circle-rate value and the agreement value.",
            "Check concessions you qualify for, such as a woman buyer or joint ownership.",
            "Pay through e-stamping and book the sub-registrar appointment online where available.",
            "After registration, apply for mutation so municipal records show you as owner.",
          ],
        },
      ],
    },
  ],
  relatedServices: ["legal", "mortgage", "valuation"],
};
