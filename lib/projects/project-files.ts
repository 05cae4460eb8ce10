import "server-only";
import { AppError } from "@/lib/auth/errors";
import { documentKeyPattern } from "@/lib/media/upload-document";
import { getStorage } from "@/lib/storage/storage";
import { brochureUrlOf } from "./project-record";

/** The brochure must be the builder's own upload and still in storage. */
export async function verifyBrochure(
  sellerId: number,
  key: string | null | undefined,
): Promise<string | null> {
  if (!key) return null;
  if (!documentKeyPattern("brochure", sellerId).test(key) || !(await getStorage().exists(key))) {
    throw new AppError("The brochure was not found — please upload it again.", 422, {
      brochureKey: "Upload the brochure again",
    });
  }
  return brochureUrlOf(key);
}
