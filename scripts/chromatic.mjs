// `npm run chromatic`: publish Storybook to Chromatic for hosted visual review.
// Chromatic is a hosted service; without CHROMATIC_PROJECT_TOKEN (as on machines that cannot reach
// it) this is skipped, and the offline visual regression in `npm test` remains the gate.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipped (the offline visual tests in `npm test` are the gate).',
  );
  process.exit(0);
}
const r = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--only-changed', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
