import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import appRules from './app-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-api-in-screens', appRules.rules['no-api-in-screens'], {
  valid: [
    "import { useStores } from '../../stores/context';",
    "import type { ApiClient } from '../../api/client';",
    "import { type ApiClient } from '../../api/client';",
    "import type { ResponseOf } from '@contract/define';",
    "import type { contract } from '@contract';",
    "import { describeError } from '../../api/errorMessages';",
    'const { session, ui } = useStores();',
    'const root = useStores();\nroot.messages.loadUnread();',
  ],
  invalid: [
    { code: "import { ApiClient } from '../../api/client';", errors: [{ messageId: 'client' }] },
    { code: "import { messageCalls } from '@contract/calls/messages';", errors: [{ messageId: 'calls' }] },
    { code: "export { walletCalls } from '@contract/calls/wallet';", errors: [{ messageId: 'calls' }] },
    { code: "const m = import('@contract/calls/games');", errors: [{ messageId: 'calls' }] },
    { code: "import { contract } from '@contract';", errors: [{ messageId: 'calls' }] },
    { code: 'const { api, ui } = useStores();', errors: [{ messageId: 'storeApi' }] },
    { code: 'useStores().api.call(x, {});', errors: [{ messageId: 'storeApi' }] },
    { code: 'const root = useStores();\nroot.api.call(x, {});', errors: [{ messageId: 'storeApi' }] },
  ],
});

tester.run('no-app-path-literals', appRules.rules['no-app-path-literals'], {
  valid: [
    "navigate(pathTo('home'));",
    'const a = <Link to={pathTo("login")} />;',
    "const css = '/media/x.png';",
    'const url = `${APP_BASE}/x`;',
    "// a comment about '/m/home'\nconst x = 1;",
  ],
  invalid: [
    { code: "navigate('/m/home');", errors: [{ messageId: 'path' }] },
    { code: 'const a = <Link to="/m/login" />;', errors: [{ messageId: 'path' }] },
    { code: 'const p = `/m/gameList?${query}`;', errors: [{ messageId: 'path' }] },
    { code: "const base = '/m';", errors: [{ messageId: 'path' }] },
  ],
});
