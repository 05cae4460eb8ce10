import "server-only";
import pino from "pino";
import { env } from "@/lib/env";

/** JSON logs (pino). */
export const log = pino({ level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL });
