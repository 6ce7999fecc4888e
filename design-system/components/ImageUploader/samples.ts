// Deterministic sample images for stories and tests: small SVG files in the merchant-neutral greys.
const svg = (fill: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${fill}"/><text x="60" y="72" font-family="sans-serif" font-size="36" font-weight="bold" fill="#ffffff" text-anchor="middle">${label}</text></svg>`;

export function sampleImage(index: number): File {
  const fills = ['#3b5b92', '#5b8a3b', '#92603b', '#6b3b92'];
  return new File([svg(fills[index % fills.length]!, String(index + 1))], `comprovativo-${index + 1}.svg`, {
    type: 'image/svg+xml',
    lastModified: 1767225600000 + index,
  });
}

/** A real PNG, drawn on a canvas (browser only). */
export async function samplePng(name = 'foto.png', size = 8): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#3b5b92';
  ctx.fillRect(0, 0, size, size);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png', lastModified: 1767225600000 });
}

/** Puts files on a file input as if the user picked them. */
export function pickFiles(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  files.forEach((f) => transfer.items.add(f));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
