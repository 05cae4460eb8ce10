import { withSeller } from "@/lib/http/route";
import { AVATAR_MAX_BYTES } from "@/lib/media/save-avatar";
import { readUpload } from "@/lib/media/upload-request";
import { updateSellerPhoto } from "@/lib/users/seller-profile";

/**
 * POST /api/users/avatars (multipart, field "photo"): the seller's profile photo — JPEG, PNG or
 * WebP by magic bytes, at most 5 MB, stored re-encoded as WebP. → 201 {avatarUrl}.
 */
export const POST = withSeller(
  async ({ req, seller }) => {
    const { bytes } = await readUpload(req, {
      field: "photo",
      maxFileBytes: AVATAR_MAX_BYTES,
      tooLargeMessage: "The photo must be at most 5 MB.",
      missingMessage: "Please choose a photo.",
      fieldErrors: true,
    });
    const result = await updateSellerPhoto(seller, new Uint8Array(bytes));
    return Response.json(result, { status: 201 });
  },
  // The upload is read as a stream within its own size limit (readUpload).
  { streamBody: true },
);
