import { withSeller } from "@/lib/http/route";
import { exportSellerLeadsCsv, leadsCsvFilename } from "@/lib/leads/seller-leads-csv";

/** The seller's enquiries as CSV, with the table's filters (GET ?status&listing). */
export const GET = withSeller(async ({ req, seller }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  delete params.page;
  const csv = await exportSellerLeadsCsv(seller, params);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${leadsCsvFilename()}"`,
      "cache-control": "no-store",
    },
  });
});
