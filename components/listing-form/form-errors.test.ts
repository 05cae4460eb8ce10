import { errorMessages, firstMessageUnder } from "./form-errors";

describe("the wizard's field errors", () => {
  const errors = {
    title: {
      type: "too_big",
      message: "Keep the title under 120 characters",
      ref: { name: "title" },
    },
    details: { ageYears: { type: "custom", message: "Choose a valid age of property" } },
    photos: [undefined, { key: { type: "invalid_format", message: "Unknown photo" } }],
  };

  it("lists every message under its dotted path, never walking into the field's element", () => {
    expect(errorMessages(errors)).toEqual([
      { path: "title", message: "Keep the title under 120 characters" },
      { path: "details.ageYears", message: "Choose a valid age of property" },
      { path: "photos.1.key", message: "Unknown photo" },
    ]);
  });

  it("finds a list's message from any of its items, or its own", () => {
    expect(firstMessageUnder(errors, "photos")).toBe("Unknown photo");
    expect(
      firstMessageUnder({ photos: { root: { message: "Add at most 20 photos" } } }, "photos"),
    ).toBe("Add at most 20 photos");
    expect(firstMessageUnder(errors, "coverKey")).toBeUndefined();
  });
});
