import { dataOrThrow } from "./result";

describe("dataOrThrow", () => {
  it("gives the data of a successful answer", async () => {
    await expect(
      dataOrThrow(Promise.resolve({ ok: true as const, data: { id: 7 } })),
    ).resolves.toEqual({
      id: 7,
    });
  });

  it("throws the message of a failed answer", async () => {
    const failed = Promise.resolve({ ok: false as const, message: "Not yours.", status: 404 });
    await expect(dataOrThrow(failed)).rejects.toThrow("Not yours.");
  });
});
