import { useMemo } from 'react';
import { encode } from 'uqr';
import { cx } from '../../utils/cx';
import * as s from './QrCode.css';

/** The quiet zone around the code, in modules (the standard asks for 4). */
const BORDER = 4;

/**
 * Dark modules on a light ground whatever the merchant's theme: scanners read a QR reliably only
 * that way round, so these two colours are the code's own, not the theme's.
 */
const LIGHT = '#ffffff';
const DARK = '#000000';

export type QrCodeProps = {
  /** The text the code holds (a PIX key, an address, a payment link). */
  value: string;
  /** What the code is for, e.g. 'QR code to pay': its accessible name. */
  label: string;
  className?: string;
};

/**
 * A QR code drawn from `value` as one SVG path (uqr, error correction M). The encoder is a few
 * kilobytes: screens that show a code only sometimes load this module lazily.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { data, size: n } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) d += `M${x + BORDER} ${y + BORDER}h1v1h-1z`;
      }),
    );
    return { size: n + BORDER * 2, path: d };
  }, [value]);
  return (
    <svg
      className={cx(s.root, className)}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill={LIGHT} />
      <path d={path} fill={DARK} />
    </svg>
  );
}
