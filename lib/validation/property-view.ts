/** A counted listing view (POST /api/properties/views). Isomorphic. */
import { z } from "zod";

export const propertyViewSchema = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647),
});
