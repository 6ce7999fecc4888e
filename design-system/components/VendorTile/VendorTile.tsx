import type { MouseEvent } from 'react';
import { Image } from '../Image';
import { cx } from '../../utils/cx';
import {
  art,
  bannerName,
  name as nameClass,
  note as noteClass,
  tile,
  type VendorTileVariants,
} from './VendorTile.css';

export type VendorTileProps = VendorTileVariants & {
  /** The vendor's display name (also the accessible name). */
  name: string;
  /** Logo or artwork (platform path or URL). */
  imageSrc: string;
  /** Width / height of the artwork; default 2 for logos, 3 / 4 for banners. */
  ratio?: number;
  /** Launches the vendor's lobby or game (SPEC §2: tapping a vendor tile launches the game). */
  onSelect: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A short state under the name, e.g. "Em manutenção"; with `disabled` the tile cannot be used. */
  note?: string;
  disabled?: boolean;
  className?: string;
};

/** A vendor (provider) in a category list: logo or artwork, name, optional note. */
export function VendorTile({
  name,
  imageSrc,
  ratio,
  onSelect,
  note,
  disabled,
  layout,
  className,
}: VendorTileProps) {
  const banner = layout === 'banner';
  return (
    <button type="button" className={cx(tile({ layout }), className)} onClick={onSelect} disabled={disabled}>
      <Image
        src={imageSrc}
        alt=""
        ratio={ratio ?? (banner ? 3 / 4 : 2)}
        fit={banner ? 'cover' : 'contain'}
        className={art}
      />
      <span className={cx(nameClass, banner && bannerName)}>{name}</span>
      {note ? <span className={noteClass}>{note}</span> : null}
    </button>
  );
}
