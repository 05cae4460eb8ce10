import type { PublicProject } from "@/lib/projects/get-project";
import { projectFacts } from "./project-facts";

const project = (stage: PublicProject["stage"]) =>
  ({
    stage,
    launchDate: "2027-03-01",
    possessionDate: "2030-11-30",
    minPrice: null,
    maxPrice: null,
    totalUnits: null,
    towers: null,
    landAreaAcres: null,
  }) as unknown as PublicProject;

describe("projectFacts", () => {
  it("says Launch for an upcoming project and Launched once it has launched", () => {
    expect(projectFacts(project("upcoming"))).toContainEqual({
      label: "Launch",
      value: "Mar 2027",
    });
    expect(projectFacts(project("under_construction"))).toContainEqual({
      label: "Launched",
      value: "Mar 2027",
    });
    expect(projectFacts(project("upcoming"))).toContainEqual({
      label: "Possession by",
      value: "Nov 2030",
    });
  });
});
