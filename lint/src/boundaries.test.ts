import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaryViolation, importBoundaries } from './boundaries';

describe('which imports cross a boundary', () => {
  it.each([
    ['host/src/App.tsx', '../../remote-shop/src/shop/ShopPage', 'host must not import remote-shop'],
    ['remote-shop/src/shop/ShopPage.tsx', '../../../host/src/routes/table', 'remote-shop must not import host'],
    ['remote-admin/src/x.ts', 'remote-checkout/src/cart/CartPage', 'remote-admin must not import remote-checkout'],
    ['api/src/app.ts', '../../host/src/routes/table', 'api must not import host'],
    ['api/src/app.ts', '../../e2e/live', 'api must not import e2e'],
    ['host/src/App.tsx', '../../scripts/start', 'host must not import scripts'],
    ['shared-contracts/src/ui/x.tsx', 'remote-admin/src/lists/useAdminList', 'shared-contracts must not import remote-admin'],
    ['shared-contracts/src/ui/x.tsx', '../api/routes', "import each other by package path ('shared-contracts/...'), not '../api/routes'"],
    ['host/src/App.tsx', '../../shared-contracts/src/ui/theme', "import shared-contracts by its package path"],
    ['host/src/routes/table.test.ts', '../../../webpack.common', 'host must not import the repository root'],
    // the page server: the API's public entries only, the remotes never (only through federation)
    ['host/server/plugin.ts', '../../api/src/app', 'host must not import api'],
    ['host/server/plugin.ts', 'api/src/http/errors', "the page server imports only the API's public entries"],
    ['host/server/head.ts', '../../remote-shop/src/product/ProductPage.messages', 'host must not import remote-shop'],
    ['host/server/ssr/index.ts', 'remote-checkout/src/pages', 'host must not import remote-checkout'],
    ['host/server/plugin.ts', '../../scripts/route-table', 'host must not import scripts'],
    ['host/src/App.tsx', 'api', 'host must not import api'],
  ])('%s importing %s: %s', (file, specifier, message) => {
    expect(boundaryViolation(file, specifier)).toContain(message);
  });

  it.each([
    ['host/src/App.tsx', 'shared-contracts/ui/theme'],
    ['host/src/App.tsx', './routes/router'],
    ['remote-shop/src/shop/ShopPage.tsx', '../product/ProductPage'],
    ['api/src/app.ts', 'fastify'],
    ['api/src/app.ts', 'node:path'],
    ['shared-contracts/src/ui/Invoice.tsx', './Invoice.messages'],
    ['shared-contracts/src/ui/Invoice.tsx', 'shared-contracts/domain/money'],
    ['host/webpack.config.ts', '../webpack.common'],
    ['e2e/live.ts', '../api/src/bootstrap'],
    ['e2e/routes.e2e.ts', '../host/src/routes/table'],
    ['scripts/start.ts', '../host/server/serve'],
    ['host/server/serve.ts', 'api'],
    ['host/server/ssr/index.ts', 'api/compression'],
    ['host/server/page.ts', '../src/federation/routeModules'],
    ['deploy/firebase-hosting/sites.ts', '../../host/server/releases'],
  ])('%s may import %s', (file, specifier) => {
    expect(boundaryViolation(file, specifier)).toBeUndefined();
  });
});

describe('the import-boundaries rule', () => {
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const root = '/repo';
  const options = [{ root }];
  const file = `${root}/host/src/App.tsx`;

  tester.run('boundaries/imports', importBoundaries, {
    valid: [
      { filename: file, options, code: "import { theme } from 'shared-contracts/ui/theme';" },
      { filename: file, options, code: "const page = () => import('./pages/Home');" },
      { filename: file, options, code: "const name = 'x'; const m = require(`./pages/${name}`);" },
    ],
    invalid: [
      { filename: file, options, code: "import { ShopPage } from '../../remote-shop/src/shop/ShopPage';", errors: 1 },
      { filename: file, options, code: "import type { Cart } from 'remote-checkout/src/cart/types';", errors: 1 },
      { filename: file, options, code: "export { theme } from '../../remote-admin/src/theme';", errors: 1 },
      { filename: file, options, code: "export * from '../../api/src/config';", errors: 1 },
      { filename: file, options, code: "const page = () => import('../../remote-shop/src/home/HomePage');", errors: 1 },
      { filename: file, options, code: "const config = require('../../api/src/config');", errors: 1 },
      { filename: file, options, code: "jest.mock('../../remote-checkout/src/cart/useCart');", errors: 1 },
      { filename: file, options, code: "const dir = 'remote-shop'; const c = require(`../../${dir}/webpack.config`);", errors: 1 },
    ],
  });
});
