import type { ServiceContent } from "./types";

export const investment: ServiceContent = {
  slug: "investment",
  metaTitle: "Real Estate Investment Advisory in India",
  metaDescription:
    "Research-backed advice on where and what to buy: micro-market study, rental yield, plots vs flats vs commercial, REITs, NRI rules and capital gains planning.",
  lead: "Research-backed advice on where and what to buy, what it may earn, and how you will eventually exit — without a sales pitch for any one project.",
  intro: [
    "Property builds wealth slowly and is hard to sell in a hurry, so the decisions made at purchase — location, asset type, price paid, loan taken — decide most of the return. Word-of-mouth tips about the next hot corridor rarely come with numbers.",
    "Our advisers start from your goal and time horizon, study the micro-markets that fit your budget, and show you the yield, the costs and the risks of each option side by side.",
  ],
  audience: [
    "Salaried professionals buying a second property",
    "NRIs investing in their home city",
    "Families deciding between a plot, a flat and a shop",
    "Owners planning to sell and reinvest capital gains",
  ],
  coverage: [
    {
      title: "Goal and budget planning",
      text: "Whether you want rental income, long-term growth or a future home for the family decides the city, asset type and loan you should consider.",
    },
    {
      title: "Micro-market research",
      text: "Infrastructure under construction (metro lines, ring roads, industrial corridors), new supply, unsold stock, rents and the prices actually registered in each locality.",
    },
    {
      title: "Rental yield and cash flow",
      text: "Expected rent, vacancy, maintenance, property tax and loan interest, giving a net yield and monthly cash flow. Homes in large Indian cities typically yield 2–4% gross a year; offices and shops usually more.",
    },
    {
      title: "Choosing the asset",
      text: "Flats, plots, independent houses, shops, office space, and listed REITs — each with its own liquidity, maintenance and risk. We compare them for your budget.",
    },
    {
      title: "Due diligence",
      text: "RERA registration, the builder's delivery record, title and approvals, coordinated with our legal assistance team before you commit.",
    },
    {
      title: "Exit and tax planning",
      text: "Holding period, capital gains, and the exemptions for reinvesting gains in another home (Section 54/54F) or in specified bonds (Section 54EC).",
    },
  ],
  steps: [
    {
      title: "Discovery call",
      text: "Your goal, horizon, budget, loan appetite and any property you already own.",
    },
    {
      title: "Research and shortlist",
      text: "A written note comparing three to five options with price, expected rent, costs and risks.",
    },
    {
      title: "Site visits and checks",
      text: "Visits to the shortlisted properties and legal and RERA checks on the one you prefer.",
    },
    {
      title: "Negotiation and purchase",
      text: "Help with price negotiation, the payment plan and the documents.",
    },
    {
      title: "Yearly review",
      text: "Optional annual review of rent, value and whether to hold, refinance or sell.",
    },
  ],
  pricing: {
    lines: [
      { item: "Initial consultation (45 minutes)", free: true },
      { item: "Micro-market research note for one city", from: 5000, to: 15000 },
      {
        item: "Shortlist, site visits and purchase support",
        percent: "0.5–1%",
        of: "the purchase price",
      },
      { item: "Annual portfolio review", from: 10000, to: 25000, per: "year" },
    ],
    note: "We are paid by you, not by builders, when you take paid advisory. We do not advise on securities: for REIT units or other listed investments, speak to a SEBI-registered investment adviser.",
  },
  faqs: [
    {
      question: "Is residential or commercial property a better investment?",
      answer:
        "Homes are easier to buy, finance and sell, but in big Indian cities they usually earn only 2–4% of their value a year in rent. Offices and shops often earn more but need larger sums, stay vacant longer between tenants and depend on the local economy. The right answer depends on your budget and how much vacancy risk you can carry.",
    },
    {
      question: "Should I buy a plot or a flat?",
      answer:
        "A plot earns no rent and needs careful title and land-use checks, but land in a growing area can appreciate faster and has no building to age. A flat earns rent from the start and is easier to finance. We compare both for the specific locations you are considering.",
    },
    {
      question: "How are gains on property taxed?",
      answer:
        "Property held for more than 24 months gives a long-term capital gain. After the Finance (No. 2) Act, 2024 it is taxed at 12.5% without indexation; resident individuals and HUFs selling land or buildings bought before 23 July 2024 can instead compute tax at 20% with indexation and pay the lower amount. Gains can be exempted by buying another home (Section 54) or investing up to ₹50 lakh in specified bonds within six months (Section 54EC). Check the current rules with your tax adviser before you sell.",
    },
    {
      question: "Can NRIs invest in Indian real estate?",
      answer:
        "Yes. Under FEMA, NRIs and OCI cardholders can buy residential and commercial property in India without RBI permission, paying through normal banking channels or NRE/NRO/FCNR accounts. They cannot buy agricultural land, plantation property or farmhouses except by inheritance.",
    },
    {
      question: "What are REITs and are they an alternative?",
      answer:
        "Real Estate Investment Trusts, regulated by SEBI, own rent-earning offices and malls and are listed on the stock exchanges, so you can invest a small amount and sell easily. They are securities, not property, so we explain how they compare but do not recommend specific units.",
    },
    {
      question: "Do you guarantee returns?",
      answer:
        "No. Nobody can honestly guarantee property returns. We show our assumptions — rent, vacancy, costs and a range of price growth — so you can judge the risk yourself.",
    },
  ],
  relatedArticles: ["rera-checklist-before-booking", "buying-a-plot-documents-to-verify"],
  messageHint: "Your budget, time horizon and what you want the investment to do.",
};
