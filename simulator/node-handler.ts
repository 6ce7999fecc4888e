import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createPlatformApp, type PlatformOptions } from './server.ts';

/** Adapts the platform to Node's (req, res) middleware signature, for Vite's dev server. */
export async function createNodeHandler(
  options: PlatformOptions = {},
): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const app = await createPlatformApp(options);
  return getRequestListener(app.fetch) as (req: IncomingMessage, res: ServerResponse) => void;
}
