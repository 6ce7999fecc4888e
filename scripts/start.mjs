// `npm start`: build the app if its sources changed since the last build, then serve it with the
// platform simulator on one origin (http://localhost:8080/m; PORT overrides the port).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'design-system',
  'studio',
  'contract',
  'tokens',
  'themes',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', 'generated', 'compiled', '__screenshots__']);

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (!built || changed > built || process.env.FORCE_BUILD) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else {
  console.log('The build is up to date.');
}

const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
