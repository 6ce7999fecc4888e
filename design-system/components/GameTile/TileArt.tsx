import { useRef, useState } from 'react';
import { useImageUrl } from '../../provider';
import { useNearScreen } from './nearScreen';
import { TILE_SIZES, tileImage } from './tileImage';
import { art as artClass, initials as initialsClass, type ArtShape } from './GameTile.css';

/**
 * A tile's picture: a plain `<img>` with async decoding and a fixed width and height (no layout
 * shift), given its address only once it is near the screen (one observer shared by every tile,
 * `useNearScreen`), with native lazy loading kept as a second guard. Not the design system's
 * `Image`: its observer and state per picture cost more in a grid of hundreds. A `priority` picture
 * (a tile the first screen shows, the page's likely largest paint) is asked for as soon as the tile is
 * in the page, at high priority, without waiting a frame for the observer. Without a picture, or when
 * it fails to load, the name's first two letters stand in.
 */
/** Does nothing: an `onLoad` handler's presence alone keeps React from holding a commit (see its use). */
const commitWithoutWaiting = () => undefined;

export function TileArt({
  src,
  largeSrc,
  name,
  shape = 'square',
  priority = false,
}: {
  src: string | undefined;
  largeSrc?: string | undefined;
  name: string;
  shape?: ArtShape;
  priority?: boolean;
}) {
  const resolve = useImageUrl();
  const image = tileImage(src, largeSrc, resolve);
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearScreen(ref) || priority;
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
      ref={ref}
      className={artClass[shape]}
      src={near ? image.src : undefined}
      srcSet={near ? image.srcSet : undefined}
      sizes={near && image.srcSet ? TILE_SIZES : undefined}
      data-status={near ? undefined : 'pending'}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
      // React holds a transition's commit until its eager pictures without an onLoad have loaded (up
      // to 800 ms): a priority tile shows at once, and its picture when it comes.
      onLoad={priority ? commitWithoutWaiting : undefined}
      onError={() => setFailed(image.src)}
    />
  );
}
