import type { ProjectFormInput } from "@/lib/validation/project";

/** A valid project for Indore (makeIndore): two configurations, 60 units available. */
export function projectInput(overrides: Partial<ProjectFormInput> = {}): ProjectFormInput {
  return {
    name: "Skyline Residency",
    citySlug: "indore",
    localityName: "Vijay Nagar",
    stage: "under_construction",
    reraNumber: "P-IND-2024-1234",
    reraState: "Madhya Pradesh",
    launchDate: "2024-01-15",
    possessionDate: "2027-06-30",
    units: [
      {
        bhk: "2",
        carpetArea: "850",
        minPrice: "4500000",
        maxPrice: "5200000",
        unitsAvailable: "40",
      },
      {
        bhk: "3",
        carpetArea: "1200",
        minPrice: "6500000",
        maxPrice: "7800000",
        unitsAvailable: "20",
      },
    ],
    amenities: ["gym", "lift"],
    ...overrides,
  };
}
