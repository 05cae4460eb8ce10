import { ForbiddenError } from "@/lib/auth/errors";
import { withSeller } from "@/lib/http/route";
import { storePhoto } from "@/lib/media/upload-photo";
import { readUpload } from "@/lib/media/upload-request";
import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from "@/lib/media/upload-signature";
import { NOT_A_BUILDER } from "@/lib/projects/project-record";
import { photoUploadScopeSchema } from "@/lib/validation/seller";

/** One photo per request (the form shows per-file progress): checked, re-encoded, stored. */
export const POST = withSeller(
  async ({ req, seller }) => {
    const { bytes, fields } = await readUpload(req, {
      maxFileBytes: MAX_PHOTO_BYTES,
      tooLargeMessage: UPLOAD_MESSAGES.photoTooLarge,
    });
    const scope = photoUploadScopeSchema.parse(fields.scope ?? "listings");
    if (scope === "projects" && seller.sellerKind !== "builder")
      throw new ForbiddenError(NOT_A_BUILDER);
    return Response.json(await storePhoto(seller.id, scope, bytes), { status: 201 });
  },
  // The upload is read as a stream within its own size limit (readUpload).
  { streamBody: true },
);
