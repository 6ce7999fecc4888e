import type { ImageUrlResolver } from './DesignSystemProvider';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * SPEC §9: the image CDN is chosen at random from the site's list, with a default host when the list
 * is empty. One host is picked per picker (so an image keeps its URL across renders and the browser
 * cache works); absolute URLs (`https:`, `data:`, `blob:`, `//host`) are left as they are.
 *
 * `createCdnPicker(settings.imageCDNs, 'https://img.example.com')('/game/icon.png')`
 */
export function createCdnPicker(
  hosts: readonly string[] | undefined,
  defaultHost: string,
  random: () => number = Math.random,
): ImageUrlResolver & { host: string } {
  const usable = (hosts ?? []).map((h) => h.trim()).filter(Boolean);
  const chosen =
    usable.length > 0 ? usable[Math.floor(random() * usable.length) % usable.length]! : defaultHost;
  const host = chosen.replace(/\/+$/, '');
  const resolve = (src: string) => {
    if (!src || ABSOLUTE.test(src)) return src;
    return `${host}/${src.replace(/^\/+/, '')}`;
  };
  return Object.assign(resolve, { host });
}
