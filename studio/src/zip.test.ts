import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip } from './zip';

const text = (s: string) => new TextEncoder().encode(s);

describe('store-only zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
  });

  it('reads back what it writes, names in UTF-8', () => {
    const entries = [
      { name: 'm/tokens.json', data: text('{"a":1}') },
      { name: 'm/ícone.svg', data: text('<svg/>') },
      { name: 'm/empty', data: new Uint8Array() },
    ];
    const back = readZip(writeZip(entries));
    expect(back.map((e) => [e.name, new TextDecoder().decode(e.data)])).toEqual(
      entries.map((e) => [e.name, new TextDecoder().decode(e.data)]),
    );
  });

  it('refuses what is not a zip', () => {
    expect(() => readZip(text('not a zip at all, really not'))).toThrow('Not a ZIP file');
  });
});
