// A Vitest reporter that writes the tests that passed only when run again (CI retries once) to the
// file named by VITEST_FLAKY_FILE, one `file › name` per entry, for `npm test`'s summary to name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const file = relative(process.cwd(), testCase.module.moduleId);
    this.flaky.push(`${file} › ${testCase.fullName}`);
  }

  onTestRunEnd() {
    const out = process.env.VITEST_FLAKY_FILE;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.flaky, null, 2));
  }
}
