import { fullAddress, site } from "@/lib/site";
import { grievanceOfficer } from "./grievance-officer";
import type { LegalDocument } from "./types";

export const TERMS: LegalDocument = {
  title: "Terms and Conditions",
  metaDescription:
    "The rules for using LAND Acre: accounts and OTP verification, listing rules for sellers, builders and agents, RERA disclaimer, payments, grievances and Indore jurisdiction.",
  lastUpdated: "2026-11-23",
  intro: [
    `These Terms and Conditions ("Terms") govern your use of the ${site.name} website, its pages and services (together, the "Platform"), operated from ${fullAddress()} ("${site.name}", "we", "us"). "You" means anyone who visits or uses the Platform, including buyers, tenants, owners, sellers, builders, agents and their representatives.`,
    "By using the Platform you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the Platform. These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not need a physical or digital signature.",
  ],
  sections: [
    {
      heading: "1. Who may use the Platform",
      blocks: [
        {
          type: "list",
          items: [
            "You must be at least 18 years old and competent to contract under the Indian Contract Act, 1872. The Platform is not meant for children.",
            "If you use the Platform for a company, firm or other organisation, you confirm that you are authorised to accept these Terms for it.",
            "You must give true, current and complete information and keep it up to date.",
          ],
        },
      ],
    },
    {
      heading: "2. Accounts and OTP verification",
      blocks: [
        {
          type: "list",
          items: [
            "To post properties, send enquiries or use your profile you need an account. We verify your mobile number with a one-time password (OTP) sent by SMS before the account is activated.",
            "Keep your password and OTPs secret. Never share an OTP with anyone, including someone claiming to be from LAND Acre; we will never ask for it.",
            "You are responsible for activity under your account. Tell us at once if you suspect unauthorised use.",
            "One person may hold one account of each type. We may refuse, suspend or close accounts that break these Terms, give false information or are used for fraud.",
          ],
        },
      ],
    },
    {
      heading: "3. Our role",
      blocks: [
        {
          type: "paragraph",
          text: `${site.name} is an online marketplace. For listings, enquiries and messages between users we act as an intermediary within the meaning of Section 2(1)(w) of the Information Technology Act, 2000: the information is provided by the users who post it. We do not own, sell, let or manage the properties listed by users, we are not a party to any agreement between users, and we do not guarantee that a listed property is available, correctly described or legally saleable.`,
        },
        {
          type: "paragraph",
          text: "Where we provide a service ourselves — such as the legal, valuation, inspection, loan or property management services described on our service pages — it is delivered by our team or by independent professionals we engage, on the scope and fees agreed with you in writing before work starts.",
        },
      ],
    },
    {
      heading: "4. Listing rules for owners, builders and agents",
      blocks: [
        {
          type: "list",
          items: [
            "List only property you own or are authorised in writing by the owner to market, and keep that authority available to show us on request.",
            "Describe the property truthfully: type, location, price or rent, area (with carpet area for projects registered under RERA), floor, facing, ownership type, status and possession date.",
            "Use photos of the actual property. Computer-generated images must be labelled as artist's impressions.",
            "Projects that must be registered under the Real Estate (Regulation and Development) Act, 2016 must show their RERA registration number and the authority's website, as Section 11(2) requires; an under-construction project cannot go live without them. Agents must give their RERA agent registration number where their state requires one.",
            "Disclose known disputes, loans, tenancies and restrictions affecting the property.",
            "Do not post the same property more than once, post property that is no longer available, or use a low price to attract enquiries.",
            "Do not refuse or discourage buyers or tenants on grounds of religion, caste, community, gender, marital status, disability or diet in the listing text.",
            "New listings are reviewed before they go live. We may ask for documents, edit formatting, decline, pause or remove a listing, or mark it as verified only after our own checks. Listings expire and must be renewed to stay visible.",
          ],
        },
      ],
    },
    {
      heading: "5. What you must not do",
      blocks: [
        {
          type: "paragraph",
          text: "In line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, you must not host, display, upload, publish, transmit or share any information that:",
        },
        {
          type: "list",
          items: [
            "belongs to another person and to which you have no right;",
            "is obscene, defamatory, invasive of another's privacy, insulting or harassing on the basis of gender, racially or ethnically objectionable, or encourages money laundering or gambling;",
            "is harmful to children;",
            "infringes any patent, trademark, copyright or other proprietary right;",
            "deceives or misleads about the origin of a message, or knowingly communicates information that is patently false or misleading;",
            "impersonates another person;",
            "threatens the unity, integrity, defence, security or sovereignty of India, friendly relations with foreign states, or public order;",
            "contains software viruses or any other code designed to interrupt, destroy or limit the functionality of any computer resource;",
            "violates any law for the time being in force.",
          ],
        },
        {
          type: "paragraph",
          text: "You must also not scrape or copy listings or contact details, send spam or bulk enquiries, create fake enquiries or reviews, get around rate limits or security controls, or use the Platform to collect other users' personal data.",
        },
      ],
    },
    {
      heading: "6. Enquiries and communications",
      blocks: [
        {
          type: "list",
          items: [
            "When you send an enquiry about a property or project, we share your name, mobile number, e-mail address and message with the person who posted it so that they can reply. They may call, message or e-mail you about that property.",
            "When you request a service or a consultation, our team or the professional we assign will contact you on the details you gave.",
            "We send transactional SMS and e-mails — OTPs, enquiry alerts, listing status, payment receipts. Promotional messages are sent only with your consent, in line with the TRAI commercial communication regulations, and you can opt out at any time.",
            "To protect users from spam, the number of enquiries and requests you can send in a period is limited.",
          ],
        },
      ],
    },
    {
      heading: "7. Paid plans and payments",
      blocks: [
        {
          type: "list",
          items: [
            "Posting is free for owners within the limits shown on the Platform. Paid plans (pay-per-property, monthly and yearly) give sellers more listings, featured placement or other benefits as described when you buy.",
            "Prices are in Indian rupees. GST is charged as shown at checkout, and a tax invoice is issued.",
            "Payments are processed by our payment gateway partner. We do not see or store your card, UPI or net-banking credentials.",
            "Plan fees are not refundable once the plan is activated, except where the law requires a refund or the service could not be provided because of our error. If money is debited but the payment fails, it is returned to the original payment method, usually within 5–7 working days.",
          ],
        },
      ],
    },
    {
      heading: "8. Content you post",
      blocks: [
        {
          type: "paragraph",
          text: "You keep ownership of the text and photos you post. You give us a non-exclusive, royalty-free, worldwide licence to host, store, copy, resize, display and distribute that content on the Platform and in promoting your listing for as long as it is on the Platform, and for a reasonable time afterwards in backups. We remove location metadata from photos before publishing them.",
        },
      ],
    },
    {
      heading: "9. RERA disclaimer",
      blocks: [
        {
          type: "paragraph",
          text: `Information about projects and agents, including RERA registration numbers, is provided by the builders and agents who post it. A "RERA verified" mark means our team has matched the number with the state authority's public register at the time of checking; it is not an approval of the project. ${site.name} is not a promoter or real estate agent for projects listed by others. Listings are not offers or advertisements by ${site.name}, and images, layouts and specifications may be indicative. Before you pay any amount, check the project's registration, approvals and completion date on the website of the Real Estate Regulatory Authority of the state concerned.`,
        },
      ],
    },
    {
      heading: "10. Guides, prices and advice",
      blocks: [
        {
          type: "paragraph",
          text: "Our guides, service pages and price indications are general information for Indian property buyers and owners. Laws, tax rates and stamp duty change, and every property is different. They are not legal, tax, financial or investment advice; consult a qualified professional about your situation before acting. Indicative prices are not quotes; the final fee is agreed in writing.",
        },
      ],
    },
    {
      heading: "11. Third-party services and links",
      blocks: [
        {
          type: "paragraph",
          text: "The Platform may link to other websites — government portals, lenders, payment partners — and to professionals who are not our employees. We are not responsible for their content, availability or practices, and your dealings with them are on their terms.",
        },
      ],
    },
    {
      heading: "12. Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: `The ${site.name} name and logo, the design of the Platform, its software and our own text are owned by or licensed to us. You may view and print pages for personal, non-commercial use. Any other copying, reproduction, framing or automated extraction needs our written permission.`,
        },
      ],
    },
    {
      heading: "13. Disclaimer and limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: 'The Platform is provided on an "as is" and "as available" basis. We work to keep it accurate, secure and available, but we do not promise that it will be uninterrupted or error-free, or that listings posted by users are accurate.',
        },
        {
          type: "paragraph",
          text: "To the extent the law allows, we are not liable for indirect or consequential loss, or for loss arising from a transaction between users, and our total liability to you for any claim relating to the Platform is limited to the fees you paid us in the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law, or your rights as a consumer under the Consumer Protection Act, 2019.",
        },
      ],
    },
    {
      heading: "14. Indemnity",
      blocks: [
        {
          type: "paragraph",
          text: "You agree to compensate us for losses, including reasonable legal costs, arising from content you post, your breach of these Terms or your violation of any law or third-party right.",
        },
      ],
    },
    {
      heading: "15. Suspension and termination",
      blocks: [
        {
          type: "paragraph",
          text: "You may close your account at any time. We may suspend or close an account, or remove content, if we reasonably believe these Terms or the law have been broken, if we are required to by a court or government order, or to protect users. Where the Intermediary Rules require it, we will tell you the reason and give you an opportunity to dispute the action through the grievance process below.",
        },
      ],
    },
    {
      heading: "16. Grievances",
      blocks: [
        {
          type: "paragraph",
          text: `If you have a complaint about content on the Platform, these Terms or how we handle your data, write to our ${grievanceOfficer.title} at ${grievanceOfficer.email}, or by post to ${grievanceOfficer.address}. We acknowledge complaints within ${grievanceOfficer.acknowledgeWithin} and resolve them within ${grievanceOfficer.resolveWithin} of receipt. Requests to remove content that exposes a person's private parts, shows them in sexual acts or impersonates them are acted on within 24 hours.`,
        },
      ],
    },
    {
      heading: "17. Governing law and jurisdiction",
      blocks: [
        {
          type: "paragraph",
          text: "These Terms are governed by the laws of India. Subject to your rights under consumer protection law, the courts at Indore, Madhya Pradesh have exclusive jurisdiction over any dispute arising from them or from your use of the Platform.",
        },
      ],
    },
    {
      heading: "18. Changes to these Terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these Terms as the Platform or the law changes. The date at the top shows the latest version. For significant changes we will notify registered users by e-mail or on the Platform before they take effect. Continuing to use the Platform after that means you accept the updated Terms.",
        },
      ],
    },
    {
      heading: "19. Contact",
      blocks: [
        {
          type: "paragraph",
          text: `Questions about these Terms: ${site.email}, ${site.phoneDisplay}, or ${fullAddress()}.`,
        },
      ],
    },
  ],
};
