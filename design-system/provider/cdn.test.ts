import { describe, expect, it } from 'vitest';
import { createCdnPicker } from './cdn';

describe('createCdnPicker', () => {
  it('picks one host from the list at random and keeps it', () => {
    const hosts = ['https://a.cdn.test', 'https://b.cdn.test/', 'https://c.cdn.test'];
    const pick = createCdnPicker(hosts, 'https://default.test', () => 0.5);
    expect(pick.host).toBe('https://b.cdn.test');
    expect(pick('/game/icon.png')).toBe('https://b.cdn.test/game/icon.png');
    expect(pick('promo/banner.jpg')).toBe('https://b.cdn.test/promo/banner.jpg');
    expect(createCdnPicker(hosts, 'x', () => 0).host).toBe('https://a.cdn.test');
    expect(createCdnPicker(hosts, 'x', () => 0.999).host).toBe('https://c.cdn.test');
  });

  it('falls back to the default host when the list is empty or blank', () => {
    expect(createCdnPicker([], 'https://default.test/').host).toBe('https://default.test');
    expect(createCdnPicker(undefined, 'https://default.test').host).toBe('https://default.test');
    expect(createCdnPicker(['  '], 'https://default.test')('/a.png')).toBe('https://default.test/a.png');
  });

  it('leaves absolute, data, blob and protocol-relative URLs alone', () => {
    const pick = createCdnPicker(['https://a.cdn.test'], 'x');
    for (const url of [
      'https://x.test/a.png',
      'data:image/png;base64,AA',
      'blob:https://m/1',
      '//x.test/a.png',
      '',
    ])
      expect(pick(url)).toBe(url);
  });
});
