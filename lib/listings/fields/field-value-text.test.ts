import hi from "@/lib/i18n/messages/hi.json";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf } from "@/lib/i18n/phrase";
import { FIELD_DEFS } from "./field-defs";
import { fieldValueText } from "./field-value-text";

const field = (name: string) => {
  const found = FIELD_DEFS.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const english = (text: string) => text;
const hindi = phrasesOf(hi as Messages, "hi");

describe("an answer read back on the Review step", () => {
  it("shows money as money: ₹ with Indian grouping, a monthly amount per month", () => {
    expect(fieldValueText(field("maintenance"), "3000", english, "en")).toBe("₹3,000/month");
    expect(fieldValueText(field("deposit"), "2", english, "en")).toBe("₹2");
    expect(fieldValueText(field("deposit"), "150000", english, "en")).toBe("₹1,50,000");
    expect(fieldValueText(field("maintenance"), "3000", hindi, "hi")).toBe("₹3,000/माह");
    expect(fieldValueText(field("deposit"), "150000", hindi, "hi")).toBe("₹1,50,000");
  });

  it("shows a measure with its unit", () => {
    expect(fieldValueText(field("frontage"), "2", english, "en")).toBe("2 ft");
    expect(fieldValueText(field("ceilingHeight"), "12.5", english, "en")).toBe("12.5 ft");
    expect(fieldValueText(field("frontage"), "2", hindi, "hi")).toBe("2 फ़ुट");
  });

  it("shows options by their labels, dates as dates, ticks as Yes, and leaves out blanks", () => {
    expect(fieldValueText(field("bhk"), "2", english, "en")).toBe("2 BHK");
    expect(fieldValueText(field("furnishing"), "semi", hindi, "hi")).not.toBe("semi");
    expect(fieldValueText(field("availableFrom"), "2027-01-05", english, "en")).toBe("5 Jan 2027");
    expect(fieldValueText(field("cornerPlot"), true, english, "en")).toBe("Yes");
    expect(fieldValueText(field("cornerPlot"), true, hindi, "hi")).toBe("हां");
    expect(fieldValueText(field("cornerPlot"), false, english, "en")).toBe("");
    expect(fieldValueText(field("maintenance"), "", english, "en")).toBe("");
    expect(fieldValueText(field("floorNo"), "-1", english, "en")).toBe("-1");
    expect(fieldValueText(field("totalFloors"), "12", english, "en")).toBe("12");
  });
});
