"use client";

import { RouteError } from "@/components/layout/route-error";

/**
 * A search failed while rendering (its cached copy is drawn on the first visit, so a failure there
 * has no copy to fall back on): the error screen below the results header, with a retry, instead
 * of a bare "Internal Server Error".
 */
export default RouteError;
