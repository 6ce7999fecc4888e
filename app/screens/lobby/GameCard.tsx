// A game tile (icon, name, optional favourite star) and a vendor tile. Images load lazily and are
// sized by the grid column, so a phone downloads only what scrolls into view. Image paths from the
// platform are root-relative: they go through the design system's CDN picker (`useImageUrl`, SPEC §9).
// A game offers its icon (`iconUrl`, 200 px) and a large icon (`mobileLargeIcon`, 400 px): both go
// into `srcset` so a 1x screen takes the small one and a 2x/3x phone the large one.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, IconStar, IconStarFilled, useImageUrl } from '@ds';
import type { Game, Vendor } from '../../stores/games/gateway';
import { favouriteAddMessage, favouriteRemoveMessage, lobbyMessages as m } from './messages';
import * as s from './GameCard.css';

/** The tile's image width in CSS pixels (a third of a phone screen): the `sizes` hint. */
const TILE_SIZES = '(min-width: 600px) 160px, 33vw';
/** The platform's icon widths (simulator/routes/assets.ts: 200 px, `mobileLargeIcon` 400 px). */
const ICON_WIDTH = 200;
const LARGE_ICON_WIDTH = 400;

export interface ArtSource {
  /** The icon (root-relative platform path or absolute URL). */
  src: string | undefined;
  /** The larger icon, when the platform has one. */
  large?: string | undefined;
}

/** The src and srcset of a tile's image, hosts resolved by the CDN picker. */
export function tileImage(
  { src, large }: ArtSource,
  resolve: (path: string) => string,
): { src: string; srcSet?: string } | undefined {
  const small = src || large;
  if (!small) return undefined;
  if (!src || !large || src === large) return { src: resolve(small) };
  return {
    src: resolve(src),
    srcSet: `${resolve(src)} ${ICON_WIDTH}w, ${resolve(large)} ${LARGE_ICON_WIDTH}w`,
  };
}

function Art({ source, label, vendor }: { source: ArtSource; label: string; vendor?: boolean }) {
  const resolve = useImageUrl();
  const image = tileImage(source, resolve);
  if (!image) {
    return (
      <span className={vendor ? s.vendorInitials : s.initials} aria-hidden="true">
        {label.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={vendor ? s.vendorArt : s.art}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? TILE_SIZES : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={vendor ? 160 : 120}
      height={vendor ? 90 : 120}
    />
  );
}

export interface GameCardProps {
  game: Game;
  /** undefined: no star (lottery games, home lists). */
  favourite?: boolean | undefined;
  favouriteBusy?: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
}

export const GameCard = memo(function GameCard({
  game,
  favourite,
  favouriteBusy,
  onOpen,
  onToggleFavourite,
}: GameCardProps) {
  const intl = useIntl();
  const name = game.displayName || game.gameName;
  return (
    <div className={s.card} data-testid="game-tile" data-node-id={game.nodeId}>
      <button type="button" className={s.open} onClick={() => onOpen(game)}>
        <Art source={{ src: game.iconUrl, large: game.mobileLargeIcon }} label={name} />
        <span className={s.name}>{name}</span>
      </button>
      {game.isNew ? (
        <span className={s.badge} aria-hidden="true">
          {intl.formatMessage(m.newBadge)}
        </span>
      ) : null}
      {favourite !== undefined && onToggleFavourite ? (
        <IconButton
          className={s.star}
          icon={favourite ? <IconStarFilled /> : <IconStar />}
          label={
            favourite
              ? intl.formatMessage(favouriteRemoveMessage, { name })
              : intl.formatMessage(favouriteAddMessage, { name })
          }
          pressed={favourite}
          loading={favouriteBusy}
          tone="accent"
          onClick={() => onToggleFavourite(game)}
          data-testid="favourite-star"
        />
      ) : null}
    </div>
  );
});

export function VendorCard({ vendor, onOpen }: { vendor: Vendor; onOpen: (vendor: Vendor) => void }) {
  const intl = useIntl();
  return (
    <div className={s.card} data-testid="vendor-tile" data-vendor={vendor.vendorCode}>
      <button type="button" className={s.open} onClick={() => onOpen(vendor)} disabled={vendor.maintenance}>
        <Art source={{ src: vendor.iconUrl }} label={vendor.vendorName} vendor />
        <span className={s.name}>{vendor.vendorName}</span>
        {vendor.maintenance ? (
          <span className={s.maintenance}>{intl.formatMessage(m.maintenance)}</span>
        ) : null}
      </button>
    </div>
  );
}
