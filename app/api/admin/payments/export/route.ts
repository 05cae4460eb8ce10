import { withAdmin } from "@/lib/http/route";
import { paymentsForExport } from "@/lib/payments/admin-payments";
import { paymentsToCsv } from "@/lib/payments/payments-csv";
import { paymentFiltersSchema } from "@/lib/validation/admin";

/** GET /api/admin/payments/export?status&from&to&q → the filtered payments as CSV. */
export const GET = withAdmin(async ({ req, admin }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const filters = paymentFiltersSchema.parse(params);
  const csv = paymentsToCsv(await paymentsForExport(admin, filters));
  const stamp = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="landacre-payments-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
