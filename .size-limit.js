// Size budgets of each merchant's theme chunk, read from Vite's build manifest (run `npm run build`
// first). What the home page downloads on a first visit is measured in a browser instead, by
// tests/e2e/budget-first-load.spec.ts (README, 'Budgets'): a sum of files from the manifest missed
// the lazy chunks a page always loads, and says nothing of images.
import { themeBudgets } from './themes/build/size-limit.mjs';

export default themeBudgets();
