// Build-time helper shared by the Vite plugins that reason about what a page downloads (the home
// screen's preloads, the service worker's precache, the first part of the message catalogue).
import type { Plugin, Rolldown } from 'vite';

/** The fields of a Rolldown output chunk these plugins read. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks of a bundle (its assets left out). */
export function chunksOf(bundle: Record<string, { type: string }>): ChunkLike[] {
  return Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk');
}

/**
 * A chunk's file with every chunk it imports statically, transitively, and (with `css`) their style
 * sheets: what the browser fetches before the chunk can run.
 */
export function staticGraph(
  bundle: Record<string, { type: string }>,
  fileName: string,
  options: { css?: boolean; into?: Set<string> } = {},
): Set<string> {
  const into = options.into ?? new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name] as ChunkLike | undefined;
    if (!chunk || chunk.type !== 'chunk' || into.has(name)) return;
    into.add(name);
    if (options.css) for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(fileName);
  return into;
}

/**
 * A build plugin that replaces `placeholder` in the built index.html with what `fill` returns once
 * the bundle is complete (before the strict CSP plugin, listed after it, hashes the inline scripts).
 * `fill` runs in the plugin's context, so it may emit files; returning null leaves the page as is.
 */
export function fillIndexHtml(options: {
  name: string;
  placeholder: string;
  fill: (this: Rolldown.PluginContext, bundle: Rolldown.OutputBundle) => string | null;
  config?: Plugin['config'];
}): Plugin {
  return {
    name: options.name,
    apply: 'build',
    enforce: 'post',
    ...(options.config ? { config: options.config } : {}),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const value = options.fill.call(this, bundle);
        if (value === null) return;
        const source = String(page.source);
        if (!source.includes(options.placeholder))
          throw new Error(`index.html has no ${options.placeholder} placeholder (${options.name})`);
        page.source = source.replace(options.placeholder, value);
      },
    },
  };
}
