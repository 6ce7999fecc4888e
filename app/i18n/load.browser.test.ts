import { afterEach, describe, expect, it, vi } from 'vitest';

const files: [string, string] = ['/m/assets/messages-pt-first.json', '/m/assets/messages-pt-more.json'];

/** A fetch whose answers the test releases, counting the requests per address. */
function heldFetch() {
  const asked = new Map<string, number>();
  const release = new Map<string, () => void>();
  const fetch = vi.fn((url: string) => {
    asked.set(url, (asked.get(url) ?? 0) + 1);
    const body = url === files[0] ? { first: [] } : { more: [] };
    return new Promise<Response>((resolve) => {
      release.set(url, () => resolve(new Response(JSON.stringify(body))));
    });
  });
  return { fetch, asked, release: (url: string) => release.get(url)?.() };
}

// The module keeps its catalogues for the page's life: each test uses a locale of its own.
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.mcCatalogues;
});

describe('loadMoreMessages', () => {
  it('asked while the first part is still loading, waits for it and then completes the catalogue', async () => {
    window.mcCatalogues = { pt: files };
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const { loadCatalogue, loadMoreMessages } = await import('./load');
    const first = loadCatalogue('pt');
    let done = false;
    const more = loadMoreMessages().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    held.release(files[0]);
    const messages = await first;
    await vi.waitFor(() => expect(held.asked.get(files[1])).toBe(1));
    expect(done).toBe(false);
    held.release(files[1]);
    await more;
    expect(Object.keys(messages).sort()).toEqual(['first', 'more']);
    // One request per file, however many asked.
    expect(held.asked.get(files[0])).toBe(1);
  });

  it('tries a failed first part again on the next ask', async () => {
    window.mcCatalogues = { en: ['/m/assets/messages-en-first.json', '/m/assets/messages-en-more.json'] };
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        calls++;
        return calls <= 2
          ? Promise.reject(new TypeError('offline'))
          : Promise.resolve(new Response(JSON.stringify({ first: [] })));
      }),
    );
    const { loadCatalogue } = await import('./load');
    await expect(loadCatalogue('en')).rejects.toThrow('offline');
    await expect(loadCatalogue('en')).resolves.toEqual({ first: [] });
  });
});
