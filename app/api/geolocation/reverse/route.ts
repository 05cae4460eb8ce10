import { reverseGeocodeLocation } from "@/lib/geo/reverse-geocode-service";

/** GET /api/geolocation/reverse?lat=…&lon=… → { success, message, data: { city, state, country, full } } */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const answer = await reverseGeocodeLocation(
    params.get("lat") ?? undefined,
    params.get("lon") ?? undefined,
  );
  return Response.json(answer.body, {
    status: answer.status,
    headers: {
      "Cache-Control": answer.status === 200 ? "private, max-age=300" : "no-store",
    },
  });
}
