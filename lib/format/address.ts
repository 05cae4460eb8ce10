/**
 * Address lines without repeats: "Survey No. 12, Margao" + "Margao" + "Goa" + "Goa" reads
 * "Survey No. 12, Margao, Goa". Isomorphic.
 */

/**
 * The parts in order, each without the comma-separated pieces an earlier part (or itself)
 * already said (case and spacing ignored); empty parts are dropped.
 */
export function withoutRepeats(parts: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const pieces = (part ?? "")
      .split(",")
      .map((piece) => piece.trim())
      .filter((piece) => {
        const key = piece.toLowerCase().replace(/\s+/g, " ");
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    if (pieces.length > 0) out.push(pieces.join(", "));
  }
  return out;
}

/** One line: "Survey No. 12, Margao, Goa". */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  return withoutRepeats(parts).join(", ");
}
