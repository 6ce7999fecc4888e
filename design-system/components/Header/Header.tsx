import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { IconBack } from '../Icon';
import { cx } from '../../utils/cx';
import {
  back,
  end as endClass,
  header,
  logo as logoClass,
  start,
  title as titleClass,
  type HeaderVariants,
} from './Header.css';

/** A back arrow needs its accessible name: both or neither. */
type BackProps =
  | {
      /** Shows a back arrow that calls this (every page but home, SPEC §2). */
      onBack: () => void;
      /** Accessible name of the back arrow, e.g. "Voltar". */
      backLabel: string;
    }
  | { onBack?: undefined; backLabel?: undefined };

export type HeaderProps = Omit<HeaderVariants, 'layout'> &
  BackProps & {
    /** The page title, centred (rendered as the page's h1 unless `titleAs` says otherwise). */
    title?: string;
    titleAs?: 'h1' | 'h2' | 'span';
    /** The merchant logo (home). Ignored when `onBack` is given. */
    logo?: ReactNode;
    /** Right-hand slot: balance, login/register buttons, menu button. */
    end?: ReactNode;
    /**
     * The element: the page's banner landmark by default; a `div` for a bar inside a dialog or
     * overlay (a launched game), which is not the page's banner.
     */
    as?: 'header' | 'div';
    className?: string;
  };

/**
 * The top bar (SPEC §2): the logo on home or a back arrow elsewhere, a centred title, and a right slot.
 * Sticky by default, padded for the notch.
 */
export function Header({
  title,
  titleAs: TitleTag = 'h1',
  logo,
  onBack,
  backLabel,
  end,
  position,
  as: Bar = 'header',
  className,
}: HeaderProps) {
  return (
    <Bar className={cx(header({ position, layout: title ? 'titled' : 'split' }), className)}>
      <div className={start}>
        {onBack ? (
          <IconButton icon={<IconBack />} label={backLabel} onClick={onBack} className={back} />
        ) : logo ? (
          <div className={logoClass}>{logo}</div>
        ) : null}
      </div>
      {title ? <TitleTag className={titleClass}>{title}</TitleTag> : null}
      <div className={endClass}>{end}</div>
    </Bar>
  );
}
