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
 * Updates the seller's own profile (and photo). Builders and agents must name their company;
 * only agents carry a RERA agent number, and a new number waits for an admin's check again.
 */
export async function updateSellerProfile(
  seller: SellerActor,
  input: SellerProfileInput,
  photo: Uint8Array | null,
): Promise<SellerProfileView> {
  const companyName = blankToNull(input.companyName);
  if (seller.sellerKind !== "individual" && !companyName) {
    throw new AppError(MESSAGES.companyRequired, 400, { companyName: MESSAGES.companyRequired });
  }
  const reraState = blankToNull(input.reraState);
  if (seller.sellerKind === "agent" && reraState && !STATES.includes(reraState)) {
    throw new AppError("Please choose a state from the list", 400, {
      reraState: "Please choose a state from the list",
    });
  }
  const current = await getSellerProfile(seller);
  const uploaded = photo && photo.byteLength > 0 ? await saveAvatar(photo) : null;

  const db = await getDb();
  const now = new Date();
  const rera =
    seller.sellerKind === "agent" ? { reraNumber: blankToNull(input.reraNumber), reraState } : {};
  const reraChanged =
    seller.sellerKind === "agent" && (rera.reraNumber ?? "") !== current.reraNumber;
  const write = db.transaction(async (tx) => {
    await tx
      .update(sellerProfiles)
      .set({
        companyName,
        address: blankToNull(input.address),
        city: blankToNull(input.city),
        about: blankToNull(input.about),
        ...rera,
        ...(reraChanged ? { verified: false, verifiedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(sellerProfiles.userId, seller.id));
    if (uploaded) {
      await tx
        .update(users)
        .set({ avatarUrl: uploaded.url, updatedAt: now })
        .where(eq(users.id, seller.id));
    }
  });
  try {
    await write;
  } catch (error) {
    if (uploaded) await deleteAvatar(uploaded.url);
    throw error;
  }
  if (uploaded) await deleteAvatar(current.avatarUrl);
  return getSellerProfile(seller);
}
