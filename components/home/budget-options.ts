import { CRORE, LAKH } from "@/lib/format/money";

export type Budget = { label: string; min?: number; max?: number };

/** Budget ranges for the home search box, by tab. */
export const BUDGETS: Record<"Buy" | "Rent" | "PG", Budget[]> = {
  Buy: [
    { label: "Under ₹25 L", max: 25 * LAKH },
    { label: "₹25 L – ₹50 L", min: 25 * LAKH, max: 50 * LAKH },
    { label: "₹50 L – ₹1 Cr", min: 50 * LAKH, max: CRORE },
    { label: "₹1 Cr – ₹2 Cr", min: CRORE, max: 2 * CRORE },
    { label: "₹2 Cr – ₹5 Cr", min: 2 * CRORE, max: 5 * CRORE },
    { label: "Above ₹5 Cr", min: 5 * CRORE },
  ],
  Rent: [
    { label: "Under ₹10,000/month", max: 10_000 },
    { label: "₹10,000 – ₹20,000/month", min: 10_000, max: 20_000 },
    { label: "₹20,000 – ₹40,000/month", min: 20_000, max: 40_000 },
    { label: "₹40,000 – ₹1 L/month", min: 40_000, max: LAKH },
    { label: "Above ₹1 L/month", min: LAKH },
  ],
  PG: [
    { label: "Under ₹5,000/month", max: 5_000 },
    { label: "₹5,000 – ₹10,000/month", min: 5_000, max: 10_000 },
    { label: "₹10,000 – ₹20,000/month", min: 10_000, max: 20_000 },
    { label: "Above ₹20,000/month", min: 20_000 },
  ],
};
