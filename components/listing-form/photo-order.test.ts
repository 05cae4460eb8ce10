import { movePhoto, placeUploadedPhoto } from "./photo-order";

const p = (key: string) => ({ key });

describe("placeUploadedPhoto", () => {
  it("keeps the order the files were chosen in, whatever order the uploads finish in", () => {
    const seqOf = new Map([
      ["one", 1],
      ["two", 2],
      ["three", 3],
    ]);
    let photos: { key: string }[] = [p("old")];
    for (const key of ["two", "three", "one"]) {
      photos = placeUploadedPhoto(photos, p(key), seqOf.get(key)!, seqOf);
    }
    expect(photos.map((x) => x.key)).toEqual(["old", "one", "two", "three"]);
  });

  it("appends an upload chosen after every photo there", () => {
    expect(placeUploadedPhoto([p("a")], p("b"), 9, new Map([["b", 9]]))).toEqual([p("a"), p("b")]);
  });
});

describe("movePhoto", () => {
  it("moves a photo to the dropped place and ignores moves off the ends", () => {
    const photos = [p("a"), p("b"), p("c")];
    expect(movePhoto(photos, 2, 0).map((x) => x.key)).toEqual(["c", "a", "b"]);
    expect(movePhoto(photos, 0, 1).map((x) => x.key)).toEqual(["b", "a", "c"]);
    expect(movePhoto(photos, 0, -1)).toEqual(photos);
    expect(movePhoto(photos, 2, 3)).toEqual(photos);
  });
});
