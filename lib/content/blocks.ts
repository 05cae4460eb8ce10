/** Building blocks of long-form content (guides, legal pages), rendered by components/content. */
export type ContentBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] };

export type ContentSection = {
  heading: string;
  blocks: ContentBlock[];
  /** The section's link anchor, when its heading does not make one (a translation keeps the English's). */
  anchor?: string;
};

/** Words in a block (for reading-time estimates). */
export function countWords(block: ContentBlock): number {
  const text =
    block.type === "paragraph"
      ? block.text
      : block.type === "list"
        ? block.items.join(" ")
        : block.rows.flat().join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}
