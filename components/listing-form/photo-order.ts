/**
 * Photos upload several at a time and finish in any order; each finished upload takes the place
 * its file had in the seller's choice, so photos chosen 1, 2, 3 are listed 1, 2, 3 (and photo 1,
 * not the fastest upload, is the cover by default). `seq` is the upload's place in the order the
 * files were chosen; photos that were there before the uploads (no seq) stay in front.
 */
export function placeUploadedPhoto<P extends { key: string }>(
  photos: readonly P[],
  photo: P,
  seq: number,
  seqOf: ReadonlyMap<string, number>,
): P[] {
  const at = photos.findIndex((p) => (seqOf.get(p.key) ?? -Infinity) > seq);
  return at === -1 ? [...photos, photo] : [...photos.slice(0, at), photo, ...photos.slice(at)];
}

/** The photo list with the item at `from` moved to `to` (a drag, or an arrow button). */
export function movePhoto<P>(photos: readonly P[], from: number, to: number): P[] {
  if (to < 0 || to >= photos.length || from === to || from < 0 || from >= photos.length) {
    return [...photos];
  }
  const next = [...photos];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
