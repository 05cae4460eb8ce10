import { projectDescription, projectTitle } from "./describe";

const project = {
  name: "Skyline Heights",
  builderName: "Kolte Builders",
  localityName: "Baner",
  cityName: "Pune",
  minPrice: 85_00_000,
  maxPrice: 1_40_00_000,
  bhks: [2, 3],
  reraNumber: "P52100012345",
  stageLabel: "Under construction",
  description: "Two towers near the highway.",
};

describe("project titles and descriptions", () => {
  it("stay as they were in English", () => {
    expect(projectTitle(project)).toBe("Skyline Heights by Kolte Builders, Baner, Pune");
    expect(projectDescription(project)).toBe(
      "2, 3 BHK homes in Skyline Heights by Kolte Builders, Pune from ₹85 L to ₹1.4 Cr. Under construction. RERA P52100012345. Two towers near the highway.",
    );
  });

  it("are written by the site in Hindi, with Devanagari places and lakh/crore words", () => {
    expect(projectTitle(project, "hi")).toBe("Kolte Builders का Skyline Heights, बाणेर, पुणे");
    expect(projectDescription(project, "hi")).toBe(
      "पुणे में Kolte Builders के Skyline Heights में 2, 3 BHK घर — ₹85 लाख से ₹1.4 करोड़ तक। निर्माणाधीन। RERA P52100012345। Two towers near the highway.",
    );
    expect(projectTitle({ ...project, localityName: "" }, "hi")).toBe(
      "Kolte Builders का Skyline Heights, पुणे",
    );
  });
});
