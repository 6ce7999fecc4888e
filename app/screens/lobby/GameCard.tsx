// A game tile (icon, name, optional favourite star) and a vendor tile. Images load lazily and are
// sized by the grid column, so a phone downloads only what scrolls into view.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, IconStar, IconStarFilled } from '@ds';
import type { Game, Vendor } from '../../stores/games/gateway';
import { favouriteAddMessage, favouriteRemoveMessage, lobbyMessages as m } from './messages';
import * as s from './GameCard.css';

/** The tile's image width in CSS pixels (a third of a phone screen): the `sizes` hint. */
const TILE_SIZES = '(min-width: 600px) 160px, 33vw';

function Art({ src, label, vendor }: { src: string | undefined; label: string; vendor?: boolean }) {
  if (!src) {
    return (
      <span className={vendor ? s.vendorInitials : s.initials} aria-hidden="true">
        {label.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={vendor ? s.vendorArt : s.art}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={vendor ? 160 : 120}
      height={vendor ? 90 : 120}
      sizes={TILE_SIZES}
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
        <Art src={game.mobileLargeIcon || game.iconUrl} label={name} />
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
        <Art src={vendor.iconUrl} label={vendor.vendorName} vendor />
        <span className={s.name}>{vendor.vendorName}</span>
        {vendor.maintenance ? (
          <span className={s.maintenance}>{intl.formatMessage(m.maintenance)}</span>
        ) : null}
      </button>
    </div>
  );
}
