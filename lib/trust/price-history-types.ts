/** A listing's price at a moment (ISO 8601). Isomorphic. */
export type PricePoint = { price: number; at: string };
