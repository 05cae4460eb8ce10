import type { ServiceContent } from "./types";

export const vaastu: ServiceContent = {
  slug: "vaastu",
  metaTitle: "Vaastu Consultants — Home, Plot and Office Vaastu",
  metaDescription:
    "Vaastu guidance on entrance direction, kitchen in the south-east, bedrooms, pooja room and plot shape, with practical changes that need no demolition.",
  lead: "Practical Vaastu guidance for buying, building or arranging a home — on-site compass readings and changes you can make without breaking walls.",
  intro: [
    "For many Indian families Vaastu Shastra is part of choosing a home: which way the entrance faces, where the kitchen sits, where the family sleeps and prays. It matters to buyers, and it affects how easily a property resells.",
    "Our consultants read the orientation on site and give room-by-room advice. We prefer placement and layout changes to expensive remedies, and we never sell gemstones, yantras or other products. Vaastu is a traditional practice, not a building standard: it does not replace structural, legal or safety checks.",
  ],
  audience: [
    "Buyers comparing flats or plots",
    "Families building a new house with an architect",
    "Owners arranging or renovating an existing home",
    "Shop and office owners",
  ],
  coverage: [
    {
      title: "Entrance and facing",
      text: "Entrances facing north, east or north-east are traditionally preferred, but every facing can work; the position of the door along the wall matters as much as the direction.",
    },
    {
      title: "Kitchen",
      text: "The south-east, the zone of fire (Agni), is the traditional place for the kitchen, with the north-west as the alternative, and the cook facing east.",
    },
    {
      title: "Bedrooms",
      text: "The master bedroom in the south-west, sleeping with the head to the south or east; children's rooms in the west or north-west.",
    },
    {
      title: "Pooja room and centre",
      text: "The pooja space in the north-east, and the centre of the home (Brahmasthan) kept open and uncluttered.",
    },
    {
      title: "Water, toilets and stairs",
      text: "Underground water storage in the north-east and overhead tanks in the south-west; toilets away from the north-east; staircases in the south, west or south-west, rising clockwise.",
    },
    {
      title: "Plot selection",
      text: "Square or rectangular plots, land sloping down towards the north or east, and the traditional preference for a plot narrower at the front (gaumukhi) for homes and wider at the front (shermukhi) for shops.",
    },
    {
      title: "Remedies without demolition",
      text: "Moving beds, desks, stoves and storage, changing room use, colours and lighting — changes that cost little and can be undone.",
    },
  ],
  steps: [
    {
      title: "Share the plan",
      text: "Send the floor plan or plot layout and the address; a rough sketch works for a first opinion.",
    },
    {
      title: "Site reading",
      text: "The consultant takes compass readings on site and maps the home into its zones.",
    },
    {
      title: "Report",
      text: "Room-by-room observations and practical changes in order of importance, usually within three working days.",
    },
    {
      title: "Design review",
      text: "For new construction, a joint session with your architect before the plans are finalised.",
    },
  ],
  pricing: {
    lines: [
      { item: "Flat or apartment (up to 3 BHK)", from: 3000, to: 8000 },
      { item: "Independent house or villa", from: 7500, to: 20000 },
      { item: "Plot selection visit", from: 3000, to: 7000, per: "plot" },
      { item: "Plan review before construction", from: 5000, to: 15000 },
      { item: "Shop or office", from: 10000, to: 35000 },
    ],
    note: "Fees depend on size and city; visits outside city limits carry travel charges. We do not sell remedial products.",
  },
  faqs: [
    {
      question: "Is a south-facing house bad?",
      answer:
        "No. Traditional texts describe good and poor entrance positions on every side, including south. South-facing homes are often priced a little lower because of the belief, which can make them good value; the entrance position and the internal layout matter more than the facing alone.",
    },
    {
      question: "Can Vaastu issues be corrected without demolition?",
      answer:
        "Usually yes. Changing how rooms are used, where the bed, desk or stove sits, colours and lighting covers most advice. We recommend structural changes only when you are renovating anyway.",
    },
    {
      question: "My kitchen is in the north-east. What can I do?",
      answer:
        "If moving the kitchen is not practical, consultants usually suggest placing the stove in the south-east corner of the kitchen itself, cooking facing east, and keeping the north-east of the room light and clean. We look at the whole plan before suggesting anything.",
    },
    {
      question: "Do you need to visit, or can you advise from the plan?",
      answer:
        "A plan-based review is a useful first opinion when choosing between properties. Accurate directions need a compass reading on site, because plans are often drawn with north marked roughly.",
    },
    {
      question: "Is Vaastu compatible with modern flats?",
      answer:
        "Yes, within limits. In a flat you cannot choose the building's orientation, so advice focuses on the entrance, the kitchen, bedrooms and furniture. Many Vaastu ideas — morning light from the east, shade on the hot south-west — also make homes more comfortable.",
    },
  ],
  relatedArticles: ["buying-a-plot-documents-to-verify"],
  messageHint: "Flat, house, plot or shop — and are you buying, building or living there already?",
};
