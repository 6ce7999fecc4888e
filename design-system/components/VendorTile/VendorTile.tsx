import type { HTMLAttributes, MouseEvent } from 'react';
import { cx } from '../../utils/cx';
import { TileArt } from '../GameTile/TileArt';
import { launch, name as nameClass, note as noteClass, tile } from '../GameTile/GameTile.css';

/** `logo`: a wide vendor logo (16:9, shown whole); `banner`: a tall vendor artwork (live casino, sports). */
export const vendorTileLayouts = ['logo', 'banner'] as const;
export type VendorTileLayout = (typeof vendorTileLayouts)[number];

export type VendorTileProps = {
  /** The vendor's display name (also the accessible name). */
  name: string;
  /** Logo or artwork (platform path or URL, resolved by the CDN picker); without one, initials. */
  imageSrc?: string | undefined;
  layout?: VendorTileLayout;
  /** Launches the vendor's lobby or game (SPEC §2: tapping a vendor tile launches the game). */
  onSelect: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A short state under the name, e.g. "Em manutenção"; with `disabled` the tile cannot be used. */
  note?: string | undefined;
  disabled?: boolean;
  className?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children' | 'onSelect'>;

/**
 * A vendor (provider) in a category list: logo or artwork, name (two lines' height, like GameTile, so
 * a grid of vendors lines up), optional note. It shares GameTile's look and tokens (`tile.*`).
 */
export function VendorTile({
  name,
  imageSrc,
  layout = 'logo',
  onSelect,
  note,
  disabled,
  className,
  ...rest
}: VendorTileProps) {
  return (
    <div {...rest} className={cx(tile, className)}>
      <button type="button" className={launch} onClick={onSelect} disabled={disabled}>
        <TileArt src={imageSrc} name={name} shape={layout === 'banner' ? 'tall' : 'wide'} />
        <span className={nameClass.md}>{name}</span>
        {note ? <span className={noteClass}>{note}</span> : null}
      </button>
    </div>
  );
}
