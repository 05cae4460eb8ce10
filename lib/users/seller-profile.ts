import "server-only";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { STATES } from "@/lib/geo/cities";
import { deleteAvatar, saveAvatar } from "@/lib/media/save-avatar";
import { MESSAGES, type SellerProfileInput } from "@/lib/validation/auth";
import { checkReraFormat } from "@/lib/validation/rera-format";
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

/** The saved profile, and whether saving it took the seller's "Verified" badge away. */
export type SellerProfileUpdate = SellerProfileView & { verificationLost: boolean };

/**
 * An agent's RERA number in the shape the state's authority issues (the verification request's
 * rule, lib/validation/rera-format.ts), as stored: spaces tidied, upper case. Null when blank.
 */
function agentReraNumber(number: string | null, state: string | null): string | null {
  if (!number) return null;
  if (!state) {
    throw new AppError(MESSAGES.reraStateRequired, 400, {
      reraState: MESSAGES.reraStateRequired,
    });
  }
  const check = checkReraFormat(state, number, "agent");
  if (!check.ok) throw new AppError(check.message, 400, { reraNumber: check.message });
  return check.number.toUpperCase();
}

/**
 * Updates the seller's own profile. Builders and agents must name their company; only agents
 * carry a RERA agent number (in their state's format), and a changed number or state waits for
 * an admin's check again: a verified agent loses the badge, and the answer says so.
 */
export async function updateSellerProfile(
  seller: SellerActor,
  input: SellerProfileInput,
): Promise<SellerProfileUpdate> {
  const companyName = blankToNull(input.companyName);
  if (seller.sellerKind !== "individual" && !companyName) {
    throw new AppError(MESSAGES.companyRequired, 400, { companyName: MESSAGES.companyRequired });
  }
  const reraState = blankToNull(input.reraState);
  if (seller.sellerKind === "agent" && reraState && !STATES.includes(reraState)) {
    const message = "Please choose a state from the list";
    throw new AppError(message, 400, { reraState: message });
  }
  const isAgent = seller.sellerKind === "agent";
  const reraNumber = isAgent ? agentReraNumber(blankToNull(input.reraNumber), reraState) : null;
  const current = await getSellerProfile(seller);
  // A RERA number is issued by one state's authority: the same number under another state is
  // another registration, so either change waits for an admin's check again.
  const reraChanged =
    isAgent &&
    ((reraNumber ?? "") !== current.reraNumber.toUpperCase() ||
      (reraNumber !== null && reraState !== (current.reraState || null)));
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
  return {
    ...(await getSellerProfile(seller)),
    verificationLost: current.verified && reraChanged,
  };
}

/** The toast after saving: a verified agent who changed the number is told to ask again. */
export function profileSavedMessage(update: SellerProfileUpdate): string {
  return update.verificationLost ? MESSAGES.profileUpdatedVerifyAgain : MESSAGES.profileUpdated;
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
