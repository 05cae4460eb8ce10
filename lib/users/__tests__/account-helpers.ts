import { desc, eq } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { encodeSessionToken, SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import { sellerProfiles, smsOutbox, users } from "@/lib/db/schema";

let counter = 0;

/** Unique e-mail, 10-digit phone and client IP per call, so rate limits never leak between tests. */
export function freshIdentity(tag = "t") {
  counter += 1;
  const n = String(Date.now() % 10_000_000).padStart(7, "0") + String(counter).padStart(2, "0");
  return {
    email: `${tag}${counter}.${Date.now()}@example.in`,
    phoneNumber: `9${n}`,
    ip: `10.${counter % 250}.${Math.floor(Math.random() * 250)}.7`,
  };
}

/** The code in the newest dev-outbox message to a phone. */
export async function latestOtp(handle: DbHandle, phoneNumber: string): Promise<string> {
  const [row] = await handle.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, `+91${phoneNumber}`))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
}

/** Median of a few timings. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Inserts an active, verified account directly (argon2id hash of `password`). */
export async function createVerifiedUser(
  handle: DbHandle,
  options: {
    password: string;
    role?: "user" | "seller" | "admin";
    sellerKind?: "individual" | "agent" | "builder";
    status?: "active" | "blocked";
    tag?: string;
  },
) {
  const id = freshIdentity(options.tag ?? options.role ?? "user");
  const [row] = await handle.db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: options.role ?? "user",
      email: id.email,
      phone: `+91${id.phoneNumber}`,
      passwordHash: await hashPassword(options.password),
      role: options.role ?? "user",
      status: options.status ?? "active",
      phoneVerifiedAt: new Date(),
    })
    .returning();
  if (options.sellerKind) {
    await handle.db.insert(sellerProfiles).values({ userId: row.id, kind: options.sellerKind });
  }
  return { ...id, id: row.id, row };
}

/**
 * Creates an account of `role` and puts its session cookie in `jar` (the test's mocked
 * `next/headers` cookie store), so the code under test sees it signed in.
 */
export async function signInToJar(
  handle: DbHandle,
  jar: Map<string, string>,
  role: "user" | "seller" | "admin",
  sellerKind: "individual" | "agent" | "builder" = "agent",
) {
  const account = await createVerifiedUser(handle, {
    password: "Mango-Orchard-52",
    role,
    sellerKind: role === "seller" ? sellerKind : undefined,
  });
  jar.set(
    SESSION_COOKIE_NAME,
    await encodeSessionToken({
      sub: String(account.id),
      role,
      tv: account.row.tokenVersion,
      name: "T",
    }),
  );
  return account;
}
