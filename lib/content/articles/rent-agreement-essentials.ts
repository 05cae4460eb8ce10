import type { Article } from "./types";

export const rentAgreementEssentials: Article = {
  slug: "rent-agreement-essentials",
  title: "Renting out your flat: rent agreement essentials",
  metaDescription:
    "Why rent agreements run 11 months, when registration is needed, security deposit, police verification, TDS on rent and the clauses every landlord needs.",
  summary:
    "A clear written agreement and a verified tenant prevent most landlord–tenant disputes. Here is what the law requires and which clauses to include when you let your flat.",
  category: "Renting",
  published: "2026-11-23",
  updated: "2026-11-23",
  sections: [
    {
      heading: "Lease or leave and licence?",
      blocks: [
        {
          type: "paragraph",
          text: "Most residential lettings in India use a leave and licence agreement, which gives the occupant permission to use the home without creating a tenancy interest in the property, or a simple lease. Either way, the terms should be written down, stamped and signed by both sides with two witnesses.",
        },
      ],
    },
    {
      heading: "Why 11 months, and when registration is needed",
      blocks: [
        {
          type: "paragraph",
          text: "Section 17 of the Registration Act, 1908 makes registration compulsory for leases of immovable property for more than one year. An agreement for 11 months avoids compulsory registration and its costs in most states, and is then renewed. Stamp duty is still payable on the agreement, at rates set by each state.",
        },
        {
          type: "paragraph",
          text: "Maharashtra is the main exception: under Section 55 of the Maharashtra Rent Control Act, 1999, every leave and licence agreement must be registered, whatever its length. This can be done online with e-registration and Aadhaar-based verification.",
        },
      ],
    },
    {
      heading: "Clauses to include",
      blocks: [
        {
          type: "list",
          items: [
            "Names and addresses of owner and tenant, and the full address of the flat.",
            "Start date, length and renewal terms.",
            "Monthly rent, due date, mode of payment, and the yearly increase (5–10% is common).",
            "Security deposit, and when and how it will be returned.",
            "Who pays society maintenance, electricity, water, gas and property tax.",
            "Lock-in period and notice period for each side (one or two months is usual).",
            "Permitted use (residential only), no subletting, and limits on pets or alterations.",
            "Repairs: minor repairs by the tenant, structural and major repairs by the owner.",
            "An inventory of furniture, fittings and appliances, signed and with photos.",
            "Owner's right to inspect with reasonable notice.",
          ],
        },
      ],
    },
    {
      heading: "Security deposit",
      blocks: [
        {
          type: "paragraph",
          text: "Two to three months' rent is common, though some cities have traditionally asked for much more. The Model Tenancy Act, 2021 limits the deposit for homes to two months' rent, but it applies only in states that have enacted a law based on it. Whatever the amount, record it in the agreement and refund it promptly after deducting only documented dues and damage beyond normal wear.",
        },
      ],
    },
    {
      heading: "Police verification",
      blocks: [
        {
          type: "paragraph",
          text: "Police in most Indian cities require owners to report tenants' details, and not doing so can lead to prosecution. Submit the tenant verification form with the tenant's photo ID at the local police station or through your state police citizen portal, and keep the acknowledgement.",
        },
      ],
    },
    {
      heading: "Tax on rent",
      blocks: [
        {
          type: "list",
          items: [
            "Rent is taxable as income from house property; owners can deduct municipal taxes paid and a standard 30% of the net annual value.",
            "Tenants who are individuals or HUFs paying more than ₹50,000 a month must deduct TDS under Section 194-IB (2% from 1 October 2024).",
            "If the owner is a non-resident, the tenant must deduct TDS under Section 195 regardless of the amount.",
          ],
        },
      ],
    },
    {
      heading: "Before handing over the keys",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Verify the tenant's identity, employer or business, and a previous landlord's reference.",
            "Sign and stamp the agreement; register it where the law requires.",
            "Complete police verification.",
            "Photograph every room and sign the inventory together.",
            "Inform the housing society and hand over its rules.",
          ],
        },
      ],
    },
  ],
  relatedServices: ["property-management", "legal", "agents"],
};
