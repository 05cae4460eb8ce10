import { withUser } from "@/lib/http/route";
import { creditNotePdfFor } from "@/lib/payments/seller-billing";

/** A credit note as a PDF: the seller's own, or any for an admin. */
export const GET = withUser(async ({ params, actor }) => {
  const { filename, pdf } = await creditNotePdfFor(actor, params.id);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
