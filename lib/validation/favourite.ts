/** Saving a listing to favourites. Isomorphic. */
import { z } from "zod";

export const favouriteSchema = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647),
  saved: z.boolean(),
});

export type FavouriteInput = z.input<typeof favouriteSchema>;
