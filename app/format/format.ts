// Money and dates as the product shows them (SPEC §3, §9): balances `#,##0.00` with the currency
// symbol (default CNY ￥, comma grouping, point decimal); dates YYYY/MM/DD on cards and
// DD/MM/YYYY for time displays.

// Made on first use: the first Intl formatter of a page loads its locale data, a long task on a
// cheap phone that the start-up (which formats no money for a visitor) should not pay.
let grouping: Intl.NumberFormat | undefined;

/** 1234.5 -> '1,234.50' (the #,##0.00 pattern, whatever the UI language). */
export function formatAmount(value: number): string {
  grouping ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  return grouping.format(Number.isFinite(value) ? value : 0);
}

/**
 * The symbol as displayed: the platform's full-width yen sign (U+FFE5, the product's '￥') is shown
 * as the ordinary yen sign (U+00A5), which every bundled font has; the full-width form needs a CJK
 * font the Latin pages do not download.
 */
export function displaySymbol(symbol: string): string {
  return symbol === '\uFFE5' ? '\u00A5' : symbol;
}

/** 1234.5 with '￥' (the default, CNY) -> '¥1,234.50'; negative amounts keep the sign in front. */
export function formatMoney(value: number, symbol = '\uFFE5'): string {
  const amount = formatAmount(Math.abs(value));
  return `${value < 0 ? '-' : ''}${displaySymbol(symbol)}${amount}`;
}

/** The masked balance (SPEC §2: hidden balances show ***). */
export const MASKED_BALANCE = '***';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY/MM/DD, for cards (in the given time zone offset; UTC by default for stable output). */
export function formatCardDate(value: number | Date | string, timeZone = 'UTC'): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.y}/${parts.m}/${parts.d}` : '';
}

/** DD/MM/YYYY, for time displays; with `withTime`, DD/MM/YYYY HH:mm. */
export function formatTimeDate(
  value: number | Date | string,
  options: { withTime?: boolean; timeZone?: string } = {},
) {
  const parts = dateParts(value, options.timeZone ?? 'UTC');
  if (!parts) return '';
  const date = `${parts.d}/${parts.m}/${parts.y}`;
  return options.withTime ? `${date} ${parts.hh}:${parts.mm}` : date;
}

function dateParts(value: number | Date | string, timeZone: string) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const get = (type: string) => f.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return {
    y: get('year'),
    m: pad(Number(get('month'))),
    d: pad(Number(get('day'))),
    hh: get('hour'),
    mm: get('minute'),
  };
}
