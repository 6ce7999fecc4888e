// Export and import of a draft as a merchant folder: `<code>/tokens.json` (only the tokens that
// differ from tokens/: the starting merchant's overrides plus the draft's), `logo.svg`, `icon.svg`,
// the PNG icons rendered from the icon, and the line to add to themes/themes.config.ts.
import { flatten, merchantOverrides } from './tokens';
import type { DraftAsset, DraftState, StudioStore, TokenValue } from './StudioStore';
import { readZip, writeZip, type ZipEntry } from './zip';

export const CONFIG_LINE_FILE = 'themes.config.line.txt';

type TokenTree = { [key: string]: TokenTree | { $value: TokenValue } | string };

/** The merchant's tokens.json: every override as a DTCG token, nested by path. */
export function tokensJson(state: DraftState): string {
  const all: Record<string, unknown> = { ...merchantOverrides[state.from], ...state.overrides };
  const tree: TokenTree = {
    $description: `${state.name}: made in the theme studio, starting from ${state.from}.`,
  };
  for (const path of Object.keys(all).sort()) {
    const keys = path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as TokenTree;
    node[keys.at(-1) ?? path] = { $value: all[path] as TokenValue };
  }
  return `${JSON.stringify(tree, null, 2)}\n`;
}

export const configLine = (state: Pick<DraftState, 'code' | 'name'>) =>
  `  { code: ${JSON.stringify(state.code).replaceAll('"', "'")}, name: ${JSON.stringify(state.name).replaceAll('"', "'")} },`;

const encoder = new TextEncoder();

async function dataUrlBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

/** An SVG as the build needs one: an uploaded SVG as is, a PNG wrapped in an SVG of its size. */
export async function svgOf(asset: DraftAsset): Promise<string> {
  if (asset.type === 'image/svg+xml') return new TextDecoder().decode(await dataUrlBytes(asset.url));
  const img = await loadImage(asset.url);
  const [w, h] = [img.naturalWidth || 512, img.naturalHeight || 512];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><image href="${asset.url}" width="${w}" height="${h}"/></svg>\n`;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read'));
    img.src = url;
  });
}

/** A square PNG of `size` px drawn from an image URL (the icon). */
export async function renderPng(url: string, size: number): Promise<Uint8Array> {
  const img = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  ctx.drawImage(img, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The icon could not be rendered');
  return new Uint8Array(await blob.arrayBuffer());
}

export const PNG_ICONS = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
] as const;

/** Every file of the merchant folder, named `<code>/<file>`. `assetBase` is where the starting merchant's assets are served. */
export async function draftFiles(store: StudioStore, assetBase = '/m/themes'): Promise<ZipEntry[]> {
  const { draft } = store;
  const dir = (f: string) => `${draft.code}/${f}`;
  const fromUrl = (f: string) => `${assetBase}/${draft.from}/${f}`;
  const files: ZipEntry[] = [{ name: dir('tokens.json'), data: encoder.encode(tokensJson(draft)) }];
  files.push({
    name: dir('logo.svg'),
    data: store.logo ? encoder.encode(await svgOf(store.logo)) : await dataUrlBytes(fromUrl('logo.svg')),
  });
  files.push({
    name: dir('icon.svg'),
    data: store.icon ? encoder.encode(await svgOf(store.icon)) : await dataUrlBytes(fromUrl('icon.svg')),
  });
  for (const [file, size] of PNG_ICONS) {
    files.push({
      name: dir(file),
      data: store.icon ? await renderPng(store.icon.url, size) : await dataUrlBytes(fromUrl(file)),
    });
  }
  files.push({ name: dir(CONFIG_LINE_FILE), data: encoder.encode(`${configLine(draft)}\n`) });
  return files;
}

export async function exportZip(store: StudioStore): Promise<Blob> {
  const bytes = writeZip(await draftFiles(store));
  return new Blob([bytes.buffer as ArrayBuffer], { type: 'application/zip' });
}

const base64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

const asset = (type: string, data: Uint8Array): DraftAsset => ({
  type,
  url: `data:${type};base64,${base64(data)}`,
});

export interface ImportedDraft {
  code?: string;
  name?: string;
  overrides: Record<string, TokenValue>;
  logo: DraftAsset | null;
  icon: DraftAsset | null;
}

/**
 * Reads a merchant folder back: a ZIP written by the export, or the folder's files picked one by
 * one. Overrides are taken relative to `from` (what equals the starting merchant is not a change).
 */
export async function importFiles(files: readonly File[], from: string): Promise<ImportedDraft> {
  const entries: ZipEntry[] = [];
  for (const file of files) {
    const data = new Uint8Array(await file.arrayBuffer());
    // A ZIP is known by its signature ("PK\x03\x04"), whatever its name.
    if (data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04)
      entries.push(...readZip(data));
    else entries.push({ name: file.webkitRelativePath || file.name, data });
  }
  const byName = (name: string) => entries.find((e) => e.name === name || e.name.endsWith(`/${name}`));
  const tokens = byName('tokens.json');
  if (!tokens) throw new Error('tokens.json is missing');
  const all: Record<string, TokenValue> = {};
  for (const [path, t] of flatten(JSON.parse(new TextDecoder().decode(tokens.data)))) {
    if (typeof t.value === 'string' || Array.isArray(t.value)) all[path] = t.value as TokenValue;
  }
  const inherited = merchantOverrides[from] ?? {};
  const overrides = Object.fromEntries(
    Object.entries(all).filter(([p, v]) => JSON.stringify(inherited[p]) !== JSON.stringify(v)),
  );
  const line = byName(CONFIG_LINE_FILE);
  const parsed = line
    ? /code:\s*'([^']+)',\s*name:\s*'([^']*)'/.exec(new TextDecoder().decode(line.data))
    : null;
  const logo = byName('logo.svg');
  const icon = byName('icon.svg');
  return {
    ...(parsed ? { code: parsed[1], name: parsed[2] } : {}),
    overrides,
    logo: logo ? asset('image/svg+xml', logo.data) : null,
    icon: icon ? asset('image/svg+xml', icon.data) : null,
  };
}
