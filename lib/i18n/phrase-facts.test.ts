import { phraseFor } from "./phrase";

describe("key facts worded with their figures", () => {
  const hindi = phraseFor("hi");
  const english = phraseFor("en");

  it("words floors, ages, monthly amounts, dates and lists of known words in Hindi", () => {
    expect(hindi("9 of 11")).toBe("11 में से 9");
    expect(hindi("Ground of 4")).toBe("4 में से ग्राउंड");
    expect(hindi("Basement 1")).toBe("बेसमेंट 1");
    expect(hindi("₹4,000/month")).toBe("₹4,000/माह");
    expect(hindi("5–10 years")).toBe("5–10 साल");
    expect(hindi("12 years")).toBe("12 साल");
    expect(hindi("Under construction, possession by Mar 2027")).toBe(
      "निर्माणाधीन, पज़ेशन मार्च 2027 तक",
    );
    expect(hindi("5 Dec 2026")).toBe("5 दिसंबर 2026");
    expect(hindi("Pooja room, Study")).toBe("पूजा रूम, स्टडी रूम");
  });

  it("leaves a list with an unknown word, and every English text, as written", () => {
    expect(hindi("Pooja room, Home theatre")).toBe("Pooja room, Home theatre");
    expect(english("9 of 11")).toBe("9 of 11");
    expect(english("Pooja room, Study")).toBe("Pooja room, Study");
  });
});
