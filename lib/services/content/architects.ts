import type { ServiceContent } from "./types";

export const architects: ServiceContent = {
  slug: "architects",
  metaTitle: "Architects for Homes, Building Plans and Approvals",
  metaDescription:
    "Registered architects to design your house, prepare building permission drawings under local bye-laws, coordinate structural design and supervise the work.",
  lead: "Registered architects who design homes that suit your plot, your family and the local building rules, and see the design through to construction.",
  intro: [
    "A house built without an architect is usually designed by the contractor as it goes up, which leads to dark rooms, wasted space and drawings that do not match the sanction. A good architect starts from the plot, the climate and how your family lives, and produces drawings a contractor can price and build accurately.",
    "Every architect we recommend is registered with the Council of Architecture, as the Architects Act, 1972 requires of anyone practising under the title architect. We check the registration before referring you.",
  ],
  audience: [
    "Plot owners building a new house",
    "Owners adding a floor or extending a house",
    "Buyers of independent floors and villas planning changes",
    "Small commercial buildings, shops and clinics",
  ],
  coverage: [
    {
      title: "Site study and brief",
      text: "Plot size, orientation, road width, soil, neighbours and local bye-laws, and a written brief of rooms, budget and priorities.",
    },
    {
      title: "Concept design",
      text: "Floor plans, elevations and 3D views, usually with two or three options, including Vaastu preferences if you have them.",
    },
    {
      title: "Building permission drawings",
      text: "Drawings prepared to the local development rules — setbacks, floor area ratio (FAR/FSI), ground coverage, height and parking — and filed with the municipal body or development authority.",
    },
    {
      title: "Structural and services coordination",
      text: "Coordination with a licensed structural engineer for the RCC design, and with electrical and plumbing consultants.",
    },
    {
      title: "Working drawings and estimate",
      text: "Detailed drawings, door and window schedules, and a bill of quantities so that contractors quote on the same basis.",
    },
    {
      title: "Site supervision",
      text: "Periodic visits at key stages (foundation, each slab, finishes) to check that work follows the drawings.",
    },
    {
      title: "Climate-responsive design",
      text: "Orientation, shading, cross-ventilation, daylight and rainwater harvesting, which many municipal bye-laws require for larger plots.",
    },
  ],
  steps: [
    {
      title: "Meet and brief",
      text: "A first meeting, a site visit and a fee proposal.",
    },
    {
      title: "Concept",
      text: "Options to choose from, refined into one design.",
    },
    {
      title: "Approval drawings",
      text: "Submission drawings filed for building permission.",
    },
    {
      title: "Working drawings",
      text: "Construction drawings, structural design and estimate.",
    },
    {
      title: "Construction",
      text: "Site visits and answers to the contractor's questions until completion.",
    },
  ],
  pricing: {
    lines: [
      {
        item: "Full architectural services for a house",
        percent: "4–8%",
        of: "the construction cost",
      },
      { item: "Design by area", from: 40, to: 150, per: "sq ft of built-up area" },
      { item: "Building permission drawings only", from: 15000, to: 50000 },
      { item: "Consultation or site visit", from: 2500, to: 7500, per: "visit" },
    ],
    note: "Fees vary with the size and complexity of the project and the architect's experience. Approval fees, development charges and the structural engineer's fee are usually extra. GST is added where applicable.",
  },
  faqs: [
    {
      question: "Do I need an architect to get building permission?",
      answer:
        "Municipal bodies require the building plans to be prepared and signed by a registered architect or a licensed engineer, and most now accept applications only online. An architect also makes sure the design uses the full permissible area without violations that could hold up the completion certificate.",
    },
    {
      question: "What are FAR and FSI?",
      answer:
        "Floor area ratio (called floor space index in some states) is the total built-up area allowed on a plot divided by the plot area. A FAR of 1.5 on a 1,500 sq ft plot allows 2,250 sq ft across all floors. The permitted FAR depends on the city, zone and road width.",
    },
    {
      question: "How do I check that an architect is registered?",
      answer:
        "Ask for the Council of Architecture registration number and search it on the Council's website. Using the title architect without registration is an offence under the Architects Act, 1972.",
    },
    {
      question: "How long does design and approval take?",
      answer:
        "For a house, concept design usually takes two to four weeks and working drawings another four to six. Approval time depends on the authority; online systems have made it faster in many cities.",
    },
    {
      question: "How are architects paid?",
      answer:
        "In stages: a part on signing, and the rest on concept approval, submission drawings, working drawings and during construction. Get the fee, the stages and what each stage includes in a written agreement.",
    },
  ],
  relatedArticles: ["buying-a-plot-documents-to-verify"],
  messageHint: "Plot size and location, and what you would like to build.",
};
