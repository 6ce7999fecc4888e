// `npm run dev`: Vite's dev server with hot reload, the platform simulator mounted on the same origin.
import { spawnSync, spawn } from 'node:child_process';

for (const script of ['tokens', 'i18n:compile']) {
  const r = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = process.env.PORT ?? '8080';
console.log(`Dev server at http://localhost:${port}/m`);
const child = spawn('npx', ['vite', '--port', port, '--open', 'false'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
