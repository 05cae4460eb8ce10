import { withSeller } from "@/lib/http/route";
import { exportSellerLeadsCsv } from "@/lib/leads/seller-leads-csv";

/** The seller's enquiries as CSV, with the table's filters (GET ?status&listing). */
export const GET = withSeller(async ({ req, seller }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  delete params.page;
  const csv = await exportSellerLeadsCsv(seller, params);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="enquiries-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
