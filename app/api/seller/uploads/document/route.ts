import { ForbiddenError } from "@/lib/auth/errors";
import { withSeller } from "@/lib/http/route";
import { storeDocument } from "@/lib/media/upload-document";
import { readUpload } from "@/lib/media/upload-request";
import {
  MAX_BROCHURE_BYTES,
  MAX_DOCUMENT_BYTES,
  UPLOAD_MESSAGES,
} from "@/lib/media/upload-signature";
import { NOT_A_BUILDER } from "@/lib/projects/project-record";
import { documentPurposeSchema } from "@/lib/validation/seller";

/**
 * A project brochure (builders, PDF ≤ 20 MB), a RERA verification document (agents, ≤ 10 MB) or
 * an owner's document for a listing (any seller, ≤ 10 MB; same private storage as verification).
 */
export const POST = withSeller(
  async ({ req, seller }) => {
    const purpose = documentPurposeSchema.parse(new URL(req.url).searchParams.get("purpose"));
    if (purpose === "brochure" && seller.sellerKind !== "builder")
      throw new ForbiddenError(NOT_A_BUILDER);
    if (purpose === "verification" && seller.sellerKind !== "agent") {
      throw new ForbiddenError("Verification documents are for agents.");
    }
    const { bytes } = await readUpload(req, {
      maxFileBytes: purpose === "brochure" ? MAX_BROCHURE_BYTES : MAX_DOCUMENT_BYTES,
      tooLargeMessage:
        purpose === "brochure"
          ? UPLOAD_MESSAGES.brochureTooLarge
          : UPLOAD_MESSAGES.documentTooLarge,
    });
    return Response.json(await storeDocument(seller.id, purpose, bytes), { status: 201 });
  },
  // The upload is read as a stream within its own size limit (readUpload).
  { streamBody: true },
);
