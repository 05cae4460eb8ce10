import { withUser } from "@/lib/http/route";
import { exportPersonalData } from "@/lib/privacy/export-data";

/**
 * GET /api/users/me/data → the signed-in person's data as a JSON download ("Download my data"
 * on /profile/privacy and /saller/privacy); 401 signed out.
 */
export const GET = withUser(async ({ actor }) => {
  const data = await exportPersonalData(actor);
  const day = data.generatedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="landacre-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
