/** The platform's icon widths: `iconUrl` is 200 px wide, the large icon (`mobileLargeIcon`) 400 px. */
export const TILE_ICON_WIDTH = 200;
export const TILE_LARGE_ICON_WIDTH = 400;
/** A tile's image is a third of a phone screen, at most 160 px: the `sizes` hint for `srcset`. */
export const TILE_SIZES = '(min-width: 600px) 160px, 33vw';

/**
 * The `src` and `srcset` of a tile's image, each path resolved by the CDN picker. With a small and a
 * large icon, both are offered by width, so a 1x screen takes the small one and a 2x/3x phone the large
 * one; with one icon, that one; with none, nothing (the tile shows initials).
 */
export function tileImage(
  src: string | undefined,
  large: string | undefined,
  resolve: (path: string) => string,
): { src: string; srcSet?: string } | undefined {
  const small = src || large;
  if (!small) return undefined;
  if (!src || !large || src === large) return { src: resolve(small) };
  return {
    src: resolve(src),
    srcSet: `${resolve(src)} ${TILE_ICON_WIDTH}w, ${resolve(large)} ${TILE_LARGE_ICON_WIDTH}w`,
  };
}
