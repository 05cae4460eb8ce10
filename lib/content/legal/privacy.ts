import { fullAddress, site } from "@/lib/site";
import { grievanceOfficer } from "./grievance-officer";
import type { LegalDocument } from "./types";

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  metaDescription:
    "How LAND Acre collects, uses, shares and protects personal data under the DPDP Act 2023 and IT Act 2000: your rights, OTP and SMS use, cookies and our Grievance Officer.",
  lastUpdated: "2026-11-23",
  intro: [
    `This policy explains what personal data ${site.name} collects when you use our website and services, why, who we share it with, how long we keep it and the rights you have. ${site.name}, ${fullAddress()}, is the Data Fiduciary for this data under the Digital Personal Data Protection Act, 2023 ("DPDP Act"). We also follow the Information Technology Act, 2000 and the rules made under it.`,
    "We collect only what we need to run a property marketplace, we do not sell personal data, and you can ask us at any time what we hold about you.",
  ],
  sections: [
    {
      heading: "1. Personal data we collect",
      blocks: [
        {
          type: "list",
          items: [
            "Account data: first and last name, e-mail address, mobile number and password. Passwords are stored only as a one-way hash; we cannot read them.",
            "Seller, builder and agent profile: business name, office address, RERA registration number and state, GST number if you give it, and your plan and payment history.",
            "Listings: property address and location, details, price and photos. We remove location (GPS) and camera metadata from photos before publishing.",
            "Enquiries and requests: the name, mobile number, e-mail, city, message and preferred date you enter in an enquiry, the contact form, a service request or a consultation booking, and the property or service it concerns.",
            "Payments: order and payment identifiers, amount, plan and status. Card, UPI and bank credentials are collected by our payment gateway, not by us.",
            "Technical data: IP address, browser and device type, pages visited, date and time, and security logs.",
            "Location: if you allow your browser to share your location, we convert it to a city to show nearby properties. We use the coordinates only for that lookup and do not store them against your account.",
          ],
        },
      ],
    },
    {
      heading: "2. Why we use it",
      blocks: [
        {
          type: "list",
          items: [
            "To create and secure your account, including verifying your mobile number by OTP.",
            "To publish listings and show you properties, projects and agents that match your search.",
            "To pass your enquiry to the owner, builder or agent you contacted, and to respond to your service, consultation and contact requests.",
            "To process payments, issue invoices and keep the records tax law requires.",
            "To prevent fraud, spam and abuse — for example by rate-limiting forms and reviewing listings before they go live.",
            "To comply with the law and with lawful requests from courts and government agencies.",
            "To improve the Platform using aggregated statistics that do not identify you.",
            "To send you offers and newsletters, only if you opt in.",
          ],
        },
        {
          type: "paragraph",
          text: "We process personal data on the basis of your consent, which you give when you create an account or submit a form, or for the legitimate uses the DPDP Act allows — such as a purpose for which you have voluntarily provided the data, or compliance with the law. You may withdraw consent at any time; this does not affect processing already done, but we may no longer be able to provide the service that depends on it.",
        },
      ],
    },
    {
      heading: "3. OTP and SMS",
      blocks: [
        {
          type: "list",
          items: [
            "We send one-time passwords by SMS to verify your mobile number when you register and when needed to secure your account.",
            "An OTP is valid for no more than 10 minutes and can be used once. We store only a hash of it, never the code itself, and limit how many codes can be requested and tried.",
            "We also send transactional SMS such as enquiry alerts, listing status and payment confirmations. We send promotional SMS only with your consent, following TRAI's regulations and the Do Not Disturb preferences you have registered.",
            "Your mobile number is shared with our SMS delivery provider only to deliver these messages.",
          ],
        },
      ],
    },
    {
      heading: "4. Who we share it with",
      blocks: [
        {
          type: "list",
          items: [
            "The owner, builder or agent you send an enquiry to: your name, mobile number, e-mail address and message.",
            "Our service teams and the independent professionals (lawyers, valuers, inspectors, lenders and others) we assign when you request a service, limited to what they need for it.",
            "Data Processors working for us under contract — hosting and storage, SMS and e-mail delivery, payment processing — who may use the data only on our instructions.",
            "Government agencies, regulators, courts and law enforcement when the law requires it.",
            "A buyer or successor of our business, if it is sold or merged, who must keep this policy's protections.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not sell or rent personal data, and we do not share it with advertisers.",
        },
      ],
    },
    {
      heading: "5. Cookies and local storage",
      blocks: [
        {
          type: "list",
          items: [
            "Essential cookies: a secure, HttpOnly session cookie that keeps you signed in, and a security token that protects forms from cross-site requests. The site cannot work without them.",
            "Local storage in your browser: basic account details such as your name, to show in the menu, and during sign-up your mobile number and the time, so that you can finish OTP verification. Logging out removes them.",
            "We do not use third-party advertising or cross-site tracking cookies.",
          ],
        },
        {
          type: "paragraph",
          text: "You can delete cookies and local storage in your browser settings; you will then be signed out.",
        },
      ],
    },
    {
      heading: "6. How long we keep it",
      blocks: [
        {
          type: "list",
          items: [
            "Account and profile data: while your account is open. When you close it, we erase or anonymise it within 30 days, except what we must keep by law.",
            "Listings: while live and for up to one year after removal, to handle disputes and fraud reports.",
            "Enquiries, service, consultation and contact requests: up to two years after the last contact.",
            "Payment and invoice records: eight years, as tax and accounting laws require.",
            "Security logs: 180 days, as directed by CERT-In.",
          ],
        },
      ],
    },
    {
      heading: "7. How we protect it",
      blocks: [
        {
          type: "paragraph",
          text: "We use reasonable security practices as required by Section 43A of the IT Act and Section 8 of the DPDP Act: encrypted connections (HTTPS), hashed passwords and OTPs, access to personal data only for staff who need it, checks of who is acting on every change, rate limits, and regular updates. If a personal data breach occurs, we will inform the Data Protection Board of India and the affected people as the DPDP Act requires, and report cyber security incidents to CERT-In.",
        },
      ],
    },
    {
      heading: "8. Where it is stored",
      blocks: [
        {
          type: "paragraph",
          text: "Your data is stored on servers operated by our hosting providers. If any of it is processed outside India, it will only be in countries to which the Central Government has not restricted transfers under Section 16 of the DPDP Act, and under contracts that protect it.",
        },
      ],
    },
    {
      heading: "9. Your rights as a Data Principal",
      blocks: [
        {
          type: "paragraph",
          text: "Under the DPDP Act you have the right to:",
        },
        {
          type: "list",
          items: [
            "Access: get a summary of the personal data we process about you, the processing we do, and the identities of others we have shared it with (Section 11).",
            "Correction and erasure: have inaccurate or incomplete data corrected or updated, and data we no longer need erased (Section 12). You can edit most account details yourself in your profile.",
            "Withdraw consent as easily as you gave it (Section 6).",
            "Grievance redressal: have a complaint about our handling of your data answered (Section 13).",
            "Nominate: name another person to exercise these rights if you die or become unable to (Section 14).",
          ],
        },
        {
          type: "paragraph",
          text: `To use a right, write to ${site.email} from the e-mail address on your account, or tell us the mobile number on it so we can verify you by OTP. We respond within the time the law sets and aim to do so within 30 days. The DPDP Act also asks you not to give false information, impersonate others or file frivolous complaints (Section 15).`,
        },
      ],
    },
    {
      heading: "10. Children",
      blocks: [
        {
          type: "paragraph",
          text: "The Platform is for adults. We do not knowingly collect personal data of anyone under 18; processing a child's data would need verifiable consent from a parent or lawful guardian under Section 9 of the DPDP Act. If you believe a child has given us personal data, contact us and we will delete it.",
        },
      ],
    },
    {
      heading: "11. Grievance Officer",
      blocks: [
        {
          type: "paragraph",
          text: `Questions or complaints about this policy or your data go to our ${grievanceOfficer.title}: ${grievanceOfficer.email}, ${grievanceOfficer.phoneDisplay}, ${grievanceOfficer.address} (${grievanceOfficer.hours}). We acknowledge complaints within ${grievanceOfficer.acknowledgeWithin} and aim to resolve them within ${grievanceOfficer.resolveWithin}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India after using this process.`,
        },
      ],
    },
    {
      heading: "12. Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We will update this policy when our practices or the law change, and show the date of the latest version at the top. If a change affects how we use data you have already given us, we will tell you by e-mail or on the Platform and, where required, ask for your consent again.",
        },
      ],
    },
  ],
};
