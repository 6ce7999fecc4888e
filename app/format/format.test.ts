import { describe, expect, it } from 'vitest';
import { formatAmount, formatCardDate, formatMoney, formatTimeDate } from './format';

describe('money', () => {
  it('uses #,##0.00 with comma grouping and point decimals', () => {
    expect(formatAmount(1234.56)).toBe('1,234.56');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1_000_000)).toBe('1,000,000.00');
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });
  it('puts the currency symbol in front, the yen sign (CNY) by default', () => {
    expect(formatMoney(1234.56)).toBe('\u00A51,234.56');
    expect(formatMoney(52.3, 'R$')).toBe('R$52.30');
    expect(formatMoney(-8, '\uFFE5')).toBe('-\u00A58.00');
  });
});

describe('dates', () => {
  const instant = Date.UTC(2026, 2, 4, 21, 5);
  it('shows YYYY/MM/DD on cards', () => {
    expect(formatCardDate(instant)).toBe('2026/03/04');
    expect(formatCardDate('2026-12-31')).toBe('2026/12/31');
    expect(formatCardDate('not a date')).toBe('');
  });
  it('shows DD/MM/YYYY for time displays', () => {
    expect(formatTimeDate(instant)).toBe('04/03/2026');
    expect(formatTimeDate(instant, { withTime: true })).toBe('04/03/2026 21:05');
    expect(formatTimeDate(instant, { timeZone: 'Asia/Shanghai' })).toBe('05/03/2026');
  });
});
