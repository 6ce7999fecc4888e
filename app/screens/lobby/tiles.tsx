// A game or a vendor as the design system's GameTile / VendorTile: the platform's fields mapped onto
// the tile's props and its strings translated. Memoised on the game, so a grid that re-renders for a
// new page or a scroll does not redraw the tiles it already shows (the callbacks are stable).
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { GameTile, VendorTile } from '@ds';
import type { Game, Vendor } from '../../stores/games/gateway';
import { favouriteAddMessage, favouriteRemoveMessage, lobbyMessages as m } from './messages';

export interface GameItemProps {
  game: Game;
  /** undefined: no star (lottery games, home lists). */
  favourite?: boolean | undefined;
  favouriteBusy?: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  /** The tile is in a grid's first rows: its icon is asked for at once (GameTile `priority`). */
  priority?: boolean;
}

export const GameItem = memo(function GameItem({
  game,
  favourite,
  favouriteBusy,
  onOpen,
  onToggleFavourite,
  priority,
}: GameItemProps) {
  const intl = useIntl();
  const name = game.displayName || game.gameName;
  const star = favourite !== undefined && onToggleFavourite !== undefined;
  return (
    <GameTile
      data-testid="game-tile"
      data-node-id={game.nodeId}
      name={name}
      iconSrc={game.iconUrl}
      iconLargeSrc={game.mobileLargeIcon}
      badge={game.isNew ? intl.formatMessage(m.newBadge) : undefined}
      onSelect={() => onOpen(game)}
      favourite={star ? favourite : undefined}
      favouriteLabel={intl.formatMessage(favourite ? favouriteRemoveMessage : favouriteAddMessage, { name })}
      favouriteBusy={favouriteBusy}
      onFavouriteChange={() => onToggleFavourite?.(game)}
      priority={priority}
    />
  );
});

export function VendorItem({ vendor, onOpen }: { vendor: Vendor; onOpen: (vendor: Vendor) => void }) {
  const intl = useIntl();
  return (
    <VendorTile
      data-testid="vendor-tile"
      data-vendor={vendor.vendorCode}
      name={vendor.vendorName}
      imageSrc={vendor.iconUrl}
      onSelect={() => onOpen(vendor)}
      disabled={vendor.maintenance}
      note={vendor.maintenance ? intl.formatMessage(m.maintenance) : undefined}
    />
  );
}
