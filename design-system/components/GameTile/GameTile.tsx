import type { MouseEvent, ReactNode } from 'react';
import { Image } from '../Image';
import { IconButton } from '../IconButton';
import { IconStar, IconStarFilled } from '../Icon';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import { badgeSlot, launch, name as nameClass, star, tile, type GameTileVariants } from './GameTile.css';

export type GameTileProps = GameTileVariants & {
  /**
   * Favourite state: `true`/`false` shows the star toggle (aria-pressed) — with `favouriteLabel`, its
   * accessible name; leave undefined for no star (SPEC: lottery games have none).
   */
  favourite?: boolean;
  /** Accessible name of the star, e.g. "Favorito" (its pressed state says whether it is on). */
  favouriteLabel?: string;
  onFavouriteChange?: (next: boolean) => void;
  /** A request is in flight: the star shows a spinner and ignores taps. */
  favouriteBusy?: boolean;
  name: string;
  /** The game's icon (platform path or URL). */
  iconSrc: string;
  /** Launches the game (SPEC §2: guests are sent to login by the app). */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** Navigates instead, with the injected router link. */
  href?: string;
  /** A small badge over the icon, e.g. `<Badge tone="accent">HOT</Badge>`. */
  badge?: ReactNode;
  /** Shown in the icon's failed state, e.g. "Tentar de novo". */
  retryLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** A game in a grid (SPEC §2 game list): icon and name, and an optional favourite star. */
export function GameTile({
  name,
  iconSrc,
  onSelect,
  href,
  favourite,
  favouriteLabel,
  onFavouriteChange,
  favouriteBusy,
  badge,
  retryLabel,
  disabled,
  size,
  className,
}: GameTileProps) {
  const Link = useLinkComponent();
  const label = <span className={nameClass}>{name}</span>;
  return (
    <div className={cx(tile({ size }), className)}>
      {/* Decorative: the name names the tile. Its retry button (if any) sits above the launch area. */}
      <Image src={iconSrc} alt="" ratio={1} retryLabel={retryLabel} />
      {href && !disabled ? (
        <Link href={href} className={launch} onClick={onSelect}>
          {label}
        </Link>
      ) : (
        <button type="button" className={launch} onClick={onSelect} disabled={disabled}>
          {label}
        </button>
      )}
      {badge ? <span className={badgeSlot}>{badge}</span> : null}
      {favourite !== undefined && favouriteLabel ? (
        <IconButton
          className={star}
          variant="ghost"
          icon={favourite ? <IconStarFilled /> : <IconStar />}
          label={favouriteLabel}
          pressed={favourite}
          loading={favouriteBusy}
          onClick={() => onFavouriteChange?.(!favourite)}
        />
      ) : null}
    </div>
  );
}
