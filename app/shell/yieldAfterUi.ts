// main.tsx imports this module after the app's interface (App and everything it draws with) and
// before the stores and their contracts, so the two evaluate in tasks of their own
// (yieldAfterFramework.ts says why).
import { nextTask } from './startup';

await nextTask();
