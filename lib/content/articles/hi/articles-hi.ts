import type { Article } from "../types";

/** The guides in Hindi, by slug (the same facts, figures and dates as the English). */
export const ARTICLES_HI: Partial<Record<string, Article>> = {};
