import type { Db } from "@/lib/db/client";

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;
