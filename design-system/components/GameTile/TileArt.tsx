import { useState } from 'react';
import { useImageUrl } from '../../provider';
import { TILE_SIZES, tileImage } from './tileImage';
import { art as artClass, initials as initialsClass, type ArtShape } from './GameTile.css';

/**
 * A tile's picture: a plain `<img>` with native lazy loading, async decoding and a fixed width and
 * height (no layout shift). Not the design system's `Image`: its IntersectionObserver per picture costs
 * more than native lazy loading in a virtualised grid that already keeps only the visible rows. Without
 * a picture, or when it fails to load, the name's first two letters stand in.
 */
export function TileArt({
  src,
  largeSrc,
  name,
  shape = 'square',
}: {
  src: string | undefined;
  largeSrc?: string | undefined;
  name: string;
  shape?: ArtShape;
}) {
  const resolve = useImageUrl();
  const image = tileImage(src, largeSrc, resolve);
  const [failed, setFailed] = useState<string | null>(null);
  const [width, height] = shape === 'wide' ? [160, 90] : shape === 'tall' ? [120, 160] : [120, 120];
  if (!image || failed === image.src) {
    return (
      <span className={initialsClass[shape]} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={artClass[shape]}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? TILE_SIZES : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailed(image.src)}
    />
  );
}
