/**
 * The page is first drawn only once its HTML has arrived up to this point. A browser draws a
 * page while its HTML is still arriving, and a block drawn half-arrived reflows as the rest of it
 * comes in (a layout shift on a slow phone connection): placed right after the site's header, it
 * keeps the header from being drawn in part. `<link rel="expect" blocking="render">` (Chromium
 * 124+; other browsers ignore it), which React places in the head, names this empty element;
 * Chromium lets the page draw as soon as the element it names has arrived.
 */
export function FirstPaintBarrier({ id }: { id: string }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  );
}
