// The QR code of what to pay to, drawn from the value (uqr, ~4 KB gzip). This module is loaded
// only when an order screen shows a QR, so the encoder never reaches the home route.
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (the standard asks for 4). */
const BORDER = 4;

/**
 * Dark modules on a light ground whatever the merchant's theme: scanners read a QR reliably only
 * that way round, so these two colours are the code's own, not the theme's.
 */
const LIGHT = '#ffffff';
const DARK = '#000000';

export default function PayQr({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
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
      className={className}
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
