import "server-only";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { STATES } from "@/lib/geo/cities";
import { deleteAvatar, saveAvatar } from "@/lib/media/save-avatar";
import { MESSAGES, type SellerProfileInput } from "@/lib/validation/auth";
import type { SellerKind } from "@/lib/validation/property-enums";

export type SellerProfileView = {
  kind: SellerKind;
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  city: string;
  about: string;
  reraNumber: string;
  reraState: string;
  avatarUrl: string | null;
  verified: boolean;
};

/** The seller's own profile, for /saller/update-profile. */
export async function getSellerProfile(seller: SellerActor): Promise<SellerProfileView> {
  const db = await getDb();
  const [row] = await db
    .select({
      kind: sellerProfiles.kind,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: sellerProfiles.companyName,
      address: sellerProfiles.address,
      city: sellerProfiles.city,
      about: sellerProfiles.about,
      reraNumber: sellerProfiles.reraNumber,
      reraState: sellerProfiles.reraState,
      avatarUrl: users.avatarUrl,
      verified: sellerProfiles.verified,
    })
    .from(sellerProfiles)
    .innerJoin(users, eq(users.id, sellerProfiles.userId))
    .where(eq(sellerProfiles.userId, seller.id))
    .limit(1);
  return {
    ...row,
    companyName: row.companyName ?? "",
    address: row.address ?? "",
    city: row.city ?? "",
    about: row.about ?? "",
    reraNumber: row.reraNumber ?? "",
    reraState: row.reraState ?? "",
  };
}

function blankToNull(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/**
 * Updates the seller's own profile. Builders and agents must name their company; only agents
 * carry a RERA agent number, and a changed number waits for an admin's check again.
 */
export async function updateSellerProfile(
  seller: SellerActor,
  input: SellerProfileInput,
): Promise<SellerProfileView> {
  const companyName = blankToNull(input.companyName);
  if (seller.sellerKind !== "individual" && !companyName) {
    throw new AppError(MESSAGES.companyRequired, 400, { companyName: MESSAGES.companyRequired });
  }
  const reraState = blankToNull(input.reraState);
  if (seller.sellerKind === "agent" && reraState && !STATES.includes(reraState)) {
    const message = "Please choose a state from the list";
    throw new AppError(message, 400, { reraState: message });
  }
  const current = await getSellerProfile(seller);
  const isAgent = seller.sellerKind === "agent";
  const reraNumber = isAgent ? blankToNull(input.reraNumber) : null;
  const reraChanged = isAgent && (reraNumber ?? "") !== current.reraNumber;
  const db = await getDb();
  await db
    .update(sellerProfiles)
    .set({
      companyName,
      address: blankToNull(input.address),
      city: blankToNull(input.city),
      about: blankToNull(input.about),
      ...(isAgent ? { reraNumber, reraState } : {}),
      ...(reraChanged ? { verified: false, verifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(sellerProfiles.userId, seller.id));
  return getSellerProfile(seller);
}

/** Replaces the seller's profile photo (checked and re-encoded by saveAvatar); the old file goes. */
export async function updateSellerPhoto(
  seller: SellerActor,
  bytes: Uint8Array,
): Promise<{ avatarUrl: string }> {
  const db = await getDb();
  const [before] = await db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, seller.id));
  const { url } = await saveAvatar(bytes);
  try {
    await db
      .update(users)
      .set({ avatarUrl: url, updatedAt: new Date() })
      .where(eq(users.id, seller.id));
  } catch (error) {
    await deleteAvatar(url);
    throw error;
  }
  await deleteAvatar(before?.avatarUrl);
  return { avatarUrl: url };
}
