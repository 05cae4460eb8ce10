import { AppError } from "@/lib/auth/errors";
import { withSeller } from "@/lib/http/route";
import { AVATAR_MAX_BYTES } from "@/lib/media/save-avatar";
import { updateSellerPhoto } from "@/lib/users/seller-profile";

/**
 * POST /api/users/avatars (multipart, field "photo"): the seller's profile photo — JPEG, PNG or
 * WebP by magic bytes, at most 5 MB, stored re-encoded as WebP. → 201 {avatarUrl}.
 */
export const POST = withSeller(async ({ req, seller }) => {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > AVATAR_MAX_BYTES + 64 * 1024) {
    throw new AppError("The photo must be at most 5 MB.", 413, {
      photo: "The photo must be at most 5 MB.",
    });
  }
  const form = await req.formData().catch(() => null);
  const photo = form?.get("photo");
  if (!(photo instanceof Blob)) {
    throw new AppError("Please choose a photo.", 400, { photo: "Please choose a photo." });
  }
  if (photo.size > AVATAR_MAX_BYTES) {
    throw new AppError("The photo must be at most 5 MB.", 413, {
      photo: "The photo must be at most 5 MB.",
    });
  }
  const result = await updateSellerPhoto(seller, new Uint8Array(await photo.arrayBuffer()));
  return Response.json(result, { status: 201 });
});
