import { GET } from "../route";

async function call(query: string) {
  const response = await GET(new Request(`http://localhost/api/geolocation/reverse${query}`));
  return { status: response.status, body: await response.json() };
}

describe("GET /api/geolocation/reverse (offline dataset)", () => {
  it("answers Bhopal with the spec's shape", async () => {
    const { status, body } = await call("?lat=23.2599&lon=77.4126");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Location fetched successfully",
      data: {
        city: "Bhopal",
        state: "Madhya Pradesh",
        country: "India",
        full: "Bhopal, Madhya Pradesh, India",
      },
    });
  });

  it("answers Indore and Mumbai", async () => {
    expect((await call("?lat=22.7196&lon=75.8577")).body.data.city).toBe("Indore");
    const mumbai = await call("?lat=19.076&lon=72.8777");
    expect(mumbai.status).toBe(200);
    expect(mumbai.body.data).toMatchObject({ city: "Mumbai", state: "Maharashtra" });
  });

  it("answers 404 for a point in the Arabian Sea", async () => {
    const { status, body } = await call("?lat=15.5&lon=66.5");
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      message: "Failed to fetch location: no city found near these coordinates",
      data: null,
    });
  });

  it("answers 404 far out in the Bay of Bengal inside India's box", async () => {
    const { status, body } = await call("?lat=15&lon=88");
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it.each([
    ["?lat=abc&lon=75", "lat must be a number between -90 and 90"],
    ["?lat=95&lon=75", "lat must be a number between -90 and 90"],
    ["?lat=22&lon=181", "lon must be a number between -180 and 180"],
    ["?lat=22", "lon is required; lon must be a number between -180 and 180"],
    ["", "lat is required; lat must be a number between -90 and 90"],
  ])("answers 400 for bad input %s", async (query, reason) => {
    const { status, body } = await call(query);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: `Failed to fetch location: ${reason}`,
      data: null,
    });
  });
});
