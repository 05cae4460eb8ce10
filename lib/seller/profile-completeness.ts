import "server-only";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";

export type ProfileCompleteness = {
  percent: number;
  missing: string[];
};

/** How much of the public profile buyers see is filled in, and what is missing. */
export async function profileCompleteness(seller: SellerActor): Promise<ProfileCompleteness> {
  const db = await getDb();
  const [row] = await db
    .select({
      phoneVerifiedAt: users.phoneVerifiedAt,
      avatarUrl: users.avatarUrl,
      companyName: sellerProfiles.companyName,
      about: sellerProfiles.about,
      address: sellerProfiles.address,
      city: sellerProfiles.city,
      reraNumber: sellerProfiles.reraNumber,
      logoUrl: sellerProfiles.logoUrl,
      areasServed: sellerProfiles.areasServed,
      experienceYears: sellerProfiles.experienceYears,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(eq(users.id, seller.id))
    .limit(1);
  if (!row) return { percent: 0, missing: [] };
  const business = seller.sellerKind !== "individual";
  const checks: [boolean, string][] = [
    [row.phoneVerifiedAt !== null, "Verify your mobile number"],
    [Boolean(row.avatarUrl || row.logoUrl), business ? "Add your logo" : "Add a profile photo"],
    [Boolean(row.about?.trim()), "Write a few lines about yourself"],
    [Boolean(row.address?.trim() && row.city?.trim()), "Add your office address and city"],
  ];
  if (business) {
    checks.push([Boolean(row.companyName?.trim()), "Add your company name"]);
    checks.push([row.experienceYears !== null, "Add your years of experience"]);
  }
  if (seller.sellerKind === "agent") {
    checks.push([Boolean(row.reraNumber?.trim()), "Add your RERA agent registration number"]);
    checks.push([(row.areasServed ?? []).length > 0, "List the areas you serve"]);
  }
  const done = checks.filter(([ok]) => ok).length;
  return {
    percent: Math.round((done / checks.length) * 100),
    missing: checks.filter(([ok]) => !ok).map(([, label]) => label),
  };
}
