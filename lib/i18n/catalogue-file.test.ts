import { catalogueFile, catalogueRef, CATALOGUE_PATH } from "./catalogue-file";
import { clientMessages, sellerClientMessages } from "./messages";

describe("client catalogue files", () => {
  it("names each language's and scope's catalogue by a hash of its words", () => {
    const hindi = catalogueRef("hi", "public");
    expect(hindi).toEqual({
      locale: "hi",
      scope: "public",
      url: expect.stringMatching(/^\/i18n\/public-hi\.[0-9a-f]{12}\.json$/),
    });
    const urls = new Set(
      (["en", "hi"] as const).flatMap((l) =>
        (["public", "seller"] as const).map((s) => catalogueRef(l, s).url),
      ),
    );
    expect(urls.size).toBe(4);
  });

  it("serves this release's file as the catalogue the pages render with", () => {
    const name = catalogueRef("hi", "public").url.slice(CATALOGUE_PATH.length);
    const file = catalogueFile(name);
    expect(file?.current).toBe(true);
    expect(JSON.parse(file!.body)).toEqual(clientMessages("hi"));
    const seller = catalogueRef("hi", "seller").url.slice(CATALOGUE_PATH.length);
    expect(JSON.parse(catalogueFile(seller)!.body)).toEqual(sellerClientMessages("hi"));
  });

  it("answers an earlier release's name with this release's words, not for good", () => {
    const file = catalogueFile("public-hi.000000000000.json");
    expect(file?.current).toBe(false);
    expect(JSON.parse(file!.body)).toEqual(clientMessages("hi"));
  });

  it("knows no other name", () => {
    for (const name of ["public-fr.000000000000.json", "admin-en.000000000000.json", "x", ""]) {
      expect(catalogueFile(name)).toBeNull();
    }
  });
});
