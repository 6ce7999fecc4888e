/**
 * Two boundaries of the app, checked so that a regression fails lint:
 *
 * - `no-api-in-screens`: screens never talk to the platform. A screen reads stores (`useStores()`),
 *   and the stores call the API client; importing the client (`app/api/client`), a contract call
 *   group (`@contract/calls/…`) or the whole contract (`@contract`) from a screen is an error.
 *   Types (`import type`) are allowed, and so is nothing else: `useStores().api` is refused too.
 * - `no-app-path-literals`: in-app paths come from the route table (`pathTo('name')` in
 *   app/routes/routeTable.ts), so a route's path is written once. A string or template literal
 *   that starts with the app's base path (`/m/…`, or `/m` itself) is an error outside it.
 */
const CLIENT = /(^|\/)api\/client(\.ts)?$/;
const CALLS = /^@contract(\/calls(\/|$)|$)/;
const APP_PATH = /^\/m(\/|$|\?)/;
/** The names screens give the RootStore (`const root = useStores()`). */
const STORE_NAMES = new Set(['root', 'stores', 'store']);
const isUseStores = (node) =>
  node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'useStores';

/** @type {import('eslint').Rule.RuleModule} */
const noApiInScreens = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens reach the platform only through stores.' },
    messages: {
      client: 'A screen imports the API client: move the call into a store and read the store.',
      calls:
        'A screen imports the contract calls "{{source}}": move the call into a store and read the store.',
      storeApi: "A screen reaches the stores' API client: move the call into a store and read the store.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (CLIENT.test(source)) context.report({ node, messageId: 'client' });
      else if (CALLS.test(source)) context.report({ node, messageId: 'calls', data: { source } });
    };
    return {
      ImportDeclaration(node) {
        // `import { type X } from …` with only type specifiers is a type import too.
        const specifiers = node.specifiers ?? [];
        if (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type')) return;
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
      // `useStores().api`, `root.api` / `stores.api`, and `const { api } = useStores()`.
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || node.property.name !== 'api') return;
        const target = node.object;
        if (isUseStores(target) || (target.type === 'Identifier' && STORE_NAMES.has(target.name)))
          context.report({ node, messageId: 'storeApi' });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init) return;
        const fromStores =
          isUseStores(node.init) || (node.init.type === 'Identifier' && STORE_NAMES.has(node.init.name));
        if (!fromStores) return;
        for (const prop of node.id.properties) {
          if (prop.type === 'Property' && prop.key.type === 'Identifier' && prop.key.name === 'api')
            context.report({ node: prop, messageId: 'storeApi' });
        }
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noAppPathLiterals = {
  meta: {
    type: 'problem',
    docs: { description: "In-app paths come from the route table's pathTo(name)." },
    messages: {
      path: 'In-app path "{{value}}" written out: use pathTo(\'<route name>\') from app/routes/routeTable.ts.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (APP_PATH.test(text)) context.report({ node, messageId: 'path', data: { value: text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0];
        if (head) check(node, head.value.cooked ?? head.value.raw);
      },
    };
  },
};

export default {
  rules: { 'no-api-in-screens': noApiInScreens, 'no-app-path-literals': noAppPathLiterals },
};
