import type { HTMLAttributes, MouseEvent } from 'react';
import { IconButton } from '../IconButton';
import { IconStar, IconStarFilled } from '../Icon';
import { cx } from '../../utils/cx';
import { TileArt } from './TileArt';
import {
  badge as badgeClass,
  launch,
  name as nameClass,
  star,
  tile,
  type GameTileSize,
} from './GameTile.css';

export type GameTileProps = {
  /** `md` (default): the name takes two lines; `sm`: one. */
  size?: GameTileSize;
  name: string;
  /** The game's icon (platform path or URL, resolved by the CDN picker); without one, initials. */
  iconSrc?: string | undefined;
  /**
   * A larger icon (the platform's 400 px `mobileLargeIcon`): offered with `iconSrc` as a `srcset` by
   * width, so 2x/3x phones take it and 1x screens the small one.
   */
  iconLargeSrc?: string | undefined;
  /** Launches the game (SPEC §2: guests are sent to login by the app). */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** A short label over the icon's corner, e.g. "Novo" (decorative: say it elsewhere if it matters). */
  badge?: string | undefined;
  /**
   * Favourite state: `true`/`false` shows the star toggle (aria-pressed) — with `favouriteLabel`, its
   * accessible name; leave undefined for no star (SPEC: lottery games have none).
   */
  favourite?: boolean | undefined;
  /** Accessible name of the star, e.g. "Adicionar Fortune Tiger aos favoritos". */
  favouriteLabel?: string;
  onFavouriteChange?: (next: boolean) => void;
  /** A request is in flight: the star shows a spinner and ignores taps. */
  favouriteBusy?: boolean;
  disabled?: boolean;
  /**
   * The tile is on the first screen (the first rows of a grid): its icon is asked for at once and at
   * high priority, as the page's largest paint is likely one of them. Other tiles' icons wait until
   * they come near the screen.
   */
  priority?: boolean;
  className?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children' | 'onSelect'>;

/**
 * A game in a grid (SPEC §2 game list): icon, name and an optional favourite star and badge. The icon
 * loads lazily at the size the grid gives it. The name always takes two lines (one with `size="sm"`),
 * so every tile has the same height and VirtualGrid places its rows by arithmetic.
 */
export function GameTile({
  name,
  iconSrc,
  iconLargeSrc,
  onSelect,
  badge,
  favourite,
  favouriteLabel,
  onFavouriteChange,
  favouriteBusy,
  disabled,
  priority,
  size,
  className,
  ...rest
}: GameTileProps) {
  return (
    <div {...rest} className={cx(tile, className)}>
      <button type="button" className={launch} onClick={onSelect} disabled={disabled}>
        <TileArt src={iconSrc} largeSrc={iconLargeSrc} name={name} priority={priority} />
        <span className={nameClass[size ?? 'md']}>{name}</span>
      </button>
      {badge ? (
        <span className={badgeClass} aria-hidden="true">
          {badge}
        </span>
      ) : null}
      {favourite !== undefined && favouriteLabel ? (
        <IconButton
          className={star}
          icon={favourite ? <IconStarFilled /> : <IconStar />}
          label={favouriteLabel}
          pressed={favourite}
          loading={favouriteBusy}
          tone="accent"
          onClick={() => onFavouriteChange?.(!favourite)}
        />
      ) : null}
    </div>
  );
}
