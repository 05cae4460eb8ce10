import { serviceUnavailable } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";

/** GET /api/properties/search?propertyType&transactionType&page&city&… → {data, total, page, pageSize}. */
export const GET = route(async ({ req }) => {
  const { filters, errors } = parseSearchParams(new URL(req.url).searchParams);
  if (Object.keys(errors).length > 0) {
    return Response.json({ message: "Invalid search parameters", errors }, { status: 400 });
  }
  try {
    const result = await searchProperties(filters);
    return Response.json({
      data: result.data,
      total: result.total,
      totalCapped: result.totalCapped,
      page: result.page,
      pageSize: result.pageSize,
      chips: result.chips,
    });
  } catch (error) {
    log.error({ err: error }, "properties search failed");
    return serviceUnavailable("Failed to search properties", error);
  }
});
