// `npm run dev` serves the studio at /studio from the app's dev server (same origin as the app and
// the simulator, so its preview frames are the live app with hot reload). The page is studio/index.html
// with its entry's URL under the dev server's base.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const page = fileURLToPath(new URL('./index.html', import.meta.url));

export function studioDevRoute(): Plugin {
  return {
    name: 'theme-studio-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== '/studio' && path !== '/studio/') return next();
        // A root-absolute entry: transformIndexHtml puts the dev server's base (/m/) in front of it.
        const html = readFileSync(page, 'utf8').replace('./src/main.tsx', '/studio/src/main.tsx');
        server
          .transformIndexHtml(req.url ?? '/studio', html)
          .then((out) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(out);
          })
          .catch(next);
      });
    },
  };
}
