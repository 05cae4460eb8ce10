import en from "@/lib/i18n/messages/en.json";
import hi from "@/lib/i18n/messages/hi.json";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf } from "@/lib/i18n/phrase";
import { buyerStatus } from "../buyer-status";
import {
  DELETED_MESSAGE,
  EMPTY_ENQUIRY_TEXT,
  isSiteLine,
  PHONE_SHARED_TEXT,
  readSystemNote,
} from "../system-note";
import { parseSlotLabel, slotLabel, slotProblem } from "../visits/visit-time";
import { MESSAGE_MAX, messageBodySchema, reportThreadSchema } from "@/lib/validation/messages";
import { proposeVisitSchema } from "@/lib/validation/visits";

const hindi = phrasesOf(hi as Messages, "hi");
const english = phrasesOf(en as Messages, "en");

describe("a conversation in Hindi", () => {
  it("writes a visit slot's day in hi-IN and its time window in Hindi words", () => {
    const slot = { date: "2026-12-05", window: "afternoon" } as const;
    expect(slotLabel(slot, { locale: "hi", phrase: hindi })).toBe(
      "शनि, 5 दिस॰ 2026, दोपहर 3 – शाम 6 बजे",
    );
    // English stays as it was written before Hindi existed.
    expect(slotLabel(slot, { locale: "en", phrase: english })).toBe("Sat, 5 Dec 2026, 3 – 6 pm");
    expect(slotLabel(slot)).toBe("Sat, 5 Dec 2026, 3 – 6 pm");
  });

  it("reads an English slot label back into its day and window (September is 'Sept')", () => {
    for (const slot of [
      { date: "2026-12-05", window: "morning" },
      { date: "2027-09-30", window: "evening" },
      { date: "2027-01-01", window: "midday" },
    ] as const) {
      expect(parseSlotLabel(slotLabel(slot))).toEqual(slot);
    }
    expect(parseSlotLabel("Sat, 5 Dec 2026, 2 – 4 pm")).toBeNull();
    expect(parseSlotLabel("Fri, 5 Dec 2026, 9 am – 12 pm")).toBeNull(); // not that day's name
    expect(parseSlotLabel("Sat, 99 Dec 2026, 9 am – 12 pm")).toBeNull();
    expect(parseSlotLabel("Is parking included?")).toBeNull();
  });

  it("reads the site's own notes (visit proposed, booked, cancelled, withdrawn), nothing else", () => {
    const a = slotLabel({ date: "2026-12-05", window: "morning" });
    const b = slotLabel({ date: "2026-12-06", window: "evening" });
    expect(readSystemNote(`Proposed times for a site visit: ${a}; ${b}.`)).toEqual({
      kind: "proposed",
      slots: [
        { date: "2026-12-05", window: "morning" },
        { date: "2026-12-06", window: "evening" },
      ],
    });
    expect(readSystemNote(`Offered times for a site visit: ${a}.`)).toEqual({
      kind: "offered",
      slots: [{ date: "2026-12-05", window: "morning" }],
    });
    expect(readSystemNote(`Site visit booked for ${b}.`)).toEqual({
      kind: "booked",
      slots: [{ date: "2026-12-06", window: "evening" }],
    });
    expect(readSystemNote(`The site visit on ${a} was cancelled by the seller.`)).toMatchObject({
      kind: "cancelled",
      by: "seller",
    });
    expect(readSystemNote("The proposed visit times were withdrawn by the buyer.")).toEqual({
      kind: "withdrawn",
      by: "buyer",
    });
    // A buyer who types something that looks like a note is not reworded (a bad slot).
    expect(readSystemNote("Site visit booked for tomorrow.")).toBeNull();
    expect(readSystemNote("The buyer shared their phone number.")).toBeNull();
  });

  it("tells the site's own lines (fixed ones and visit notes) from what people typed", () => {
    expect(isSiteLine(EMPTY_ENQUIRY_TEXT)).toBe(true);
    expect(isSiteLine(PHONE_SHARED_TEXT)).toBe(true);
    expect(isSiteLine(DELETED_MESSAGE)).toBe(true);
    expect(isSiteLine("Viewed your phone number.")).toBe(true);
    expect(
      isSiteLine(`Site visit booked for ${slotLabel({ date: "2026-12-05", window: "morning" })}.`),
    ).toBe(true);
    expect(isSiteLine("Is parking included?")).toBe(false);
    expect(isSiteLine("Contractors")).toBe(false);
    // Each fixed line is a phrase of the catalogue, so a Hindi page words it.
    for (const line of [EMPTY_ENQUIRY_TEXT, PHONE_SHARED_TEXT, "Viewed your phone number."])
      expect(hindi(line)).toMatch(/[\u0900-\u097F]/);
  });

  it("says the lead's status, the read-only notes and the composer's errors in Hindi", () => {
    expect(hindi(buyerStatus({ leadStatus: "closed", replied: true, visitBooked: true }))).toBe(
      "विक्रेता ने बंद किया",
    );
    expect(hindi(buyerStatus({ leadStatus: "new", replied: true, visitBooked: true }))).toBe(
      "विज़िट बुक हुई",
    );
    const empty = messageBodySchema.safeParse("   ");
    expect(hindi(empty.error!.issues[0].message)).toBe("कृपया संदेश लिखें।");
    // The limit is written "2,000": the comma is part of the number.
    const long = messageBodySchema.safeParse("x".repeat(MESSAGE_MAX + 1));
    expect(hindi(long.error!.issues[0].message)).toBe("कृपया संदेश 2,000 अक्षरों से छोटा रखें।");
    const reason = reportThreadSchema.shape.reason.safeParse("");
    expect(hindi(reason.error!.issues[0].message)).toBe("कृपया बताएं कि क्या गलत है।");
    expect(hindi("This listing is marked sold. The conversation is kept for your records.")).toBe(
      "यह लिस्टिंग बिकी हुई मार्क है। बातचीत आपके रिकॉर्ड के लिए रखी गई है।",
    );
    // A flood of messages: the rate limit's message in Hindi, its minutes kept.
    expect(hindi("Too many attempts. Please try again in 3 minutes.")).toBe(
      "बहुत ज़्यादा कोशिशें हो गईं। कृपया 3 मिनट बाद फिर कोशिश करें।",
    );
  });

  it("gives every visit date problem and schema message a Hindi wording", () => {
    const now = new Date("2026-12-01T04:30:00Z");
    const problems = [
      slotProblem({ date: "2026-12-01", window: "morning" }, now),
      slotProblem({ date: "2027-01-01", window: "midday" }, now),
      slotProblem({ date: "2026-02-30", window: "midday" }, now),
    ];
    const schema = [
      proposeVisitSchema.safeParse({ threadId: 1, slots: [] }),
      proposeVisitSchema.safeParse({
        threadId: 1,
        slots: Array(4).fill({ date: "2026-12-05", window: "morning" }),
      }),
      proposeVisitSchema.safeParse({ threadId: 1, slots: [{ date: "", window: "night" }] }),
    ].flatMap((r) => r.error!.issues.map((i) => i.message));
    for (const message of [...problems, ...schema]) {
      expect(message).not.toBeNull();
      expect(hindi(message!)).toMatch(/[\u0900-\u097F]/);
    }
    expect(hindi(problems[0]!)).toBe("यह समय निकल चुका है। बाद का कोई समय चुनें।");
  });
});
