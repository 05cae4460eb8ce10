/**
 * RERA Sec 3: a project must be registered before it is advertised. An under-construction
 * (or upcoming, pre-launch) project cannot go live without a registration number unless it
 * is recorded as exempt; a project on more than 500 m² of land or with more than 8 units is
 * never exempt, whatever its stage. Pure.
 */
import { needsReraRegistration } from "@/lib/validation/rera-format";

export type ReraFacts = {
  id: number;
  name: string;
  stage: "upcoming" | "under_construction" | "ready";
  reraNumber: string | null;
  reraExempt: boolean;
  landAreaAcres?: number | null;
  totalUnits?: number | null;
};

const STAGE_WORDS: Record<ReraFacts["stage"], string> = {
  upcoming: "upcoming",
  under_construction: "under construction",
  ready: "ready",
};

export function reraRefusal(project: ReraFacts): string | null {
  if (project.reraNumber && project.reraNumber.trim().length > 0) return null;
  if (needsReraRegistration(project)) {
    return `Project #${project.id} “${project.name}” is larger than 500 m² of land or 8 units and has no RERA registration number, so it cannot be approved. Ask the builder to add the RERA number. Nothing was changed.`;
  }
  if (project.stage === "ready" || project.reraExempt) return null;
  return `Project #${project.id} “${project.name}” is ${STAGE_WORDS[project.stage]} and has no RERA registration number, so it cannot be approved. Ask the builder to add the RERA number (or record the exemption). Nothing was changed.`;
}
