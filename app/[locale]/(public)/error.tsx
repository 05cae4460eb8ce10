"use client";

import { RouteError } from "@/components/layout/route-error";

/** A public page failed while rendering: the error screen inside the public shell, with a retry. */
export default RouteError;
