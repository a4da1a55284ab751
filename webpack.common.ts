/**
 * The one webpack + Module Federation config factory. The host and the three remotes call it with
 * their name, port and exposed modules; everything else (swc, shared singletons, dev server,
 * hashed output, manifest) is decided here, once.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Compilation, type Compiler, type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import rootPackage from './package.json';
import contractsPackage from './shared-contracts/package.json';
import firebaseAppPackage from '@firebase/app/package.json';
import { COLORS, CSS_VARIABLES, FONT_FAMILY, MOBILE_MEDIA } from './shared-contracts/src/ui/theme';
import { antdStylesRule, EntryStylesheetsPlugin } from './scripts/antd-styles';
import { createRequire } from 'node:module';
import { exposesMismatch, pagesProblems, type PagesFile, type RemoteName, type RemotePage } from './shared-contracts/src/remotes/contracts';
import { LOCALES, type Locale } from './shared-contracts/src/i18n/locales';
import type { Messages } from './shared-contracts/src/i18n/completeness';

/** The runtime plugin behind `experiments.provideExternalRuntime`, as enhanced 2.9.2 imports it
 *  (`require.resolve`: the CommonJS build) and as the ES module build next to it. */
const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(INJECT_RUNTIME_PLUGIN_CJS), 'index.js');

/** react-router's package maps every import to its development build (its own dev warnings on);
 *  the production build beside it is the same code with them off. Production bundles use it. */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

type AppName = 'host' | 'shop' | 'checkout' | 'admin';

export interface AppOptions {
  /** Federation name; also the remote's key in mf-remotes.json. */
  name: AppName;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Modules a remote exposes, typed in shared-contracts/remotes. */
  exposes?: Record<string, string>;
  /** Page title of the app's own index.html (the host's page, or a remote's standalone page). */
  title: string;
  /** A remote's page manifest (its src/pages.ts, also exposed as './pages'): the build writes its
   *  data and each page's files as `pages.json` beside `mf-manifest.json` (PagesFilePlugin). */
  pages?: readonly Omit<RemotePage, 'load'>[];
  /** Also build a server bundle (`dist/server/`) for rendering its pages in Node (issue 13): the
   *  host's from src/server/entry.ts, a remote's as its exposed modules. Customer-page apps only. */
  server?: boolean;
  /** A remote's own modules that several of its exposed modules and pages load together (on one
   *  page), each group in one chunk of its own: below webpack's 20 KB minimum they would otherwise
   *  be copied into each exposed module's chunk, and a page showing two of them downloads both copies. */
  sharedChunks?: Record<string, RegExp>;
}

const deps = rootPackage.dependencies;

/*
 * antd is not shared as a package (that would put all of it on every page): each app bundles the
 * components it uses, tree-shaken, so a page downloads only the components it shows. Shared, as
 * singletons, are only what must exist once per page (context) and what every component builds on
 * (so a page holds one copy of it, not one per app).
 */

/** antd modules that hold React context crossing app boundaries: the host's ConfigProvider (theme,
 *  locale, size, disabled, motion, z-index) must reach components built by a remote. Matched also
 *  when antd imports them by a relative path. */
const ANTD_CONTEXT_MODULES = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  'antd/es/config-provider/MotionWrapper',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/app/context',
  'antd/es/form/validateMessagesContext',
  // A form in one app may hold fields rendered by another app's code (shared-contracts/ui/AddressFields,
  // provided by whichever app loads it first): the fields must find the form through one context.
  'antd/es/form/context',
  '@rc-component/form/es/FieldContext',
  '@rc-component/form/es/ListContext',
  'antd/es/_util/zindexContext',
  'antd/es/_util/warning',
  '@ant-design/icons/es/components/Context',
  '@rc-component/motion/es/context',
];

/** antd's style machinery (theme tokens into CSS), which every component's style imports by a
 *  relative path; matched like the context modules. */
const ANTD_STYLE_MODULES = ['antd/es/theme/internal', 'antd/es/theme/useToken', 'antd/es/theme/util/genStyleUtils', 'antd/es/style'];

/** The packages every antd component builds on (colours, style utilities, motion, popups, DOM
 *  helpers). antd imports each by its package name; each is small and shared whole.
 *  @rc-component/trigger also holds the popup context the host's ConfigProvider sets. */
const ANTD_FOUNDATION_PACKAGES = [
  '@ant-design/colors',
  '@ant-design/cssinjs-utils',
  '@ant-design/fast-color',
  '@rc-component/motion',
  '@rc-component/portal',
  '@rc-component/resize-observer',
  '@rc-component/trigger',
  '@rc-component/util',
];

/**
 * shared-contracts modules each app bundles instead of sharing (their path after 'shared-contracts/'):
 * - constants the host's start-up reads before shared modules are negotiated (remotes/previews-key);
 * - the shared namespaces' texts (i18n/catalogues and the files per language it reads): only
 *   platform/i18n, a shared singleton, imports them, so the host's copy is the one a page runs;
 * - stateless modules no first visit runs: domain rules (pure functions over data), the storage
 *   errors' wording, the price rule, CSV, the printable invoice and credit note, the consent box and
 *   the download helper; and the stateless modules only the host imports (its account, contact and
 *   sign-in pages' schemas, the demo accounts, the scroll helper), which nothing else could share.
 *   Each shared module costs every app's remoteEntry.js (the host's: main.js) a provide and a consume
 *   entry (about 0.1 KB gzip each, and the checkout's remoteEntry is on every customer page), more
 *   than a second copy of one of these costs the later page that loads it. What must stay shared: what
 *   holds state or identity (platform/*, the stores, the UI hooks and providers, the API client and
 *   its error class), what a first visit runs (FIRST_VISIT_CONTRACTS: the host's copy serves every
 *   remote), and the API schemas (api/*, one copy for the host's forms and the checkout's pages).
 */
const NOT_SHARED =
  /^(remotes\/previews-key|(errors|validation)\/messages(\.(en|es|fr))?|errors\/catalogue|i18n\/catalogues(\.(webpack|es|fr))?|domain\/(cart-reminders|cod|credit-note|delivery|discount|discount-code|gst-period|gstr1-files|order|order-edit|phone|privacy|returns|reviews|shipping|stock-alerts|store-credit|upi|wishlist)|errors\/storage|validation\/price|csv\/csv|ui\/(Invoice|CreditNote|PrivacyConsent|download|scroll)|api\/(account|client-errors|contact|identity|privacy)|identity\/demo-accounts)$/;
/** Module Federation warns on every shared-contracts module that a singleton with an exclusion could
 *  exist twice: NOT_SHARED holds only constants and stateless code, so two copies behave as one. */
const NOT_SHARED_WARNING = /"singleton: true" is used together with "exclude\.request/;

function sharedModules() {
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    i18next: singleton(deps.i18next),
    // The shared schemas (shared-contracts/api) are built on zod; one copy per page, not one per app.
    zod: singleton(deps.zod),
    'react-i18next': singleton(deps['react-i18next']),
    // firebase's entry points carry no version of their own: name it, from the installed packages.
    'firebase/': { ...singleton(deps.firebase), version: deps.firebase },
    '@firebase/app': { singleton: true, requiredVersion: false as const, version: firebaseAppPackage.version },
    '@ant-design/cssinjs': singleton(deps['@ant-design/cssinjs']),
    ...Object.fromEntries(ANTD_FOUNDATION_PACKAGES.map((key) => [key, { singleton: true, requiredVersion: false as const }])),
    ...Object.fromEntries(
      [...ANTD_CONTEXT_MODULES, ...ANTD_STYLE_MODULES].map((key) => [
        key,
        { singleton: true, requiredVersion: false as const, allowNodeModulesSuffixMatch: true },
      ]),
    ),
    // Shared per module (`shared-contracts/platform/i18n`, ...), so an app carries only what it imports
    // and the platform singletons (Firebase app, user, i18n, event bus, router) exist once. react-router
    // is not shared by itself: apps reach it through shared-contracts/ui/router (see there).
    'shared-contracts/': { ...singleton(contractsPackage.version), exclude: { request: NOT_SHARED } },
  };
}

/** Matches a file in node_modules at one of `paths`: a package or folder ('@emotion',
 *  'antd/es/theme') or a module without its extension ('antd/es/theme/internal'). */
const inNodeModules = (paths: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${paths.map((item) => item.replace(/\//g, '[\\\\/]')).join('|')})(?:[\\\\/]|\\.js$)`);

/**
 * The shared-contracts modules a first visit of a customer page runs (`/`, `/shop`, a product page,
 * `/cart`), by name: what `npx tsx scripts/first-load-modules.ts` (after `npm run build`) found ran,
 * through V8's coverage and the source maps, on 28 November 2026. Every other module arrives with
 * the later chunk that imports it (a form's, a signed-in page's, the admin's), so a new module
 * weighs on no first visit unless it is named here; the script lists any module a first visit ran
 * from another file (add it here) and any module here that none ran (take it out).
 */
const FIRST_VISIT_CONTRACTS = [
  'errors/messages.en', 'errors/catalogue', 'errors/identity', 'errors/page', 'errors/api-error-message',
  'validation/rules', 'validation/messages.en', 'validation/translate',
  'i18n/dates', 'i18n/locales', 'i18n/common', 'i18n/catalogues.webpack',
  'platform/auth', 'platform/config', 'platform/payments', 'platform/toast', 'platform/events', 'platform/i18n', 'platform/sdkUser', 'platform/api',
  'ui/useApiQuery', 'ui/theme', 'ui/PageHead', 'ui/useApiMutation', 'ui/ShopProviders', 'ui/RemoteFragment', 'ui/useUser', 'ui/useStore',
  'ui/useHydrated', 'ui/useLocale', 'ui/pageTitle', 'ui/usePageTitle', 'ui/router',
  'domain/cart', 'domain/variants', 'domain/gst', 'domain/money', 'domain/catalogue', 'domain/delivery-light', 'domain/staff',
  'domain/translations', 'domain/shop', 'domain/store', 'domain/vitals',
  'remotes/contracts',
  'routes/paths', 'routes/page-types', 'routes/search', 'routes/admin-pages',
  'api/client', 'api/error-codes', 'api/define', 'api/api-error', 'api/light-route-heads', 'api/light-routes', 'api/sse',
];

/**
 * The host's first load, in a few chunks instead of one per shared module. Module Federation puts
 * every shared module the host provides in a chunk of its own (about fifty on the first visit,
 * most a few hundred bytes), and a phone pays a round trip for each. The host loads these groups
 * whole at start-up anyway (its layout and providers use them) or provides them to the remotes'
 * pages, so merging costs no bytes of note. Chunks only change which file a module arrives in:
 * each shared module is still provided and negotiated on its own (one React, one i18n, one event
 * bus per page). The remotes keep one chunk per shared module: the host's copies are the ones
 * used, and a remote's copy of one module must not bring all the others.
 */
const HOST_FIRST_LOAD_GROUPS: Record<string, RegExp> = {
  react: inNodeModules(['react', 'react-dom', 'scheduler']),
  i18n: inNodeModules(['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements', 'use-sync-external-store']),
  // antd's shared foundation, context and style modules (above), the ConfigProvider around every
  // page, and what they are built from.
  'antd-base': inNodeModules([
    ...ANTD_FOUNDATION_PACKAGES,
    ...ANTD_CONTEXT_MODULES,
    ...ANTD_STYLE_MODULES,
    '@ant-design/cssinjs',
    'antd/es/config-provider',
    'antd/es/theme',
    'antd/es/locale',
    'antd/es/_util',
    '@babel/runtime',
    '@emotion',
    'clsx',
    'stylis',
    // ... and what every first visit also loaded as chunks of a few hundred bytes each, a request
    // (and some 0.6 KB of headers) apiece: antd's version, its English locale's picker and
    // pagination texts, react-is and is-mobile (antd's helpers), and the Skeleton the loading
    // states draw.
    'antd/es/version',
    'antd/es/date-picker/locale',
    'antd/es/time-picker/locale',
    'antd/es/calendar/locale',
    '@rc-component/picker/es/locale',
    '@rc-component/pagination/es/locale',
    'react-is',
    'is-mobile',
    'antd/es/skeleton',
  ]),
  // shared-contracts is shared per module ('shared-contracts/'): one chunk for what a first visit
  // runs (FIRST_VISIT_CONTRACTS), with the API client's small dependencies...
  'shared-contracts': new RegExp(
    `[\\\\/]shared-contracts[\\\\/]src[\\\\/](${FIRST_VISIT_CONTRACTS.map((module) => module.replace('/', '[\\\\/]')).join('|')})\\.tsx?$|[\\\\/]node_modules[\\\\/](ofetch|destr|ufo)[\\\\/]`,
  ),
};

/**
 * ... but for the API's zod schemas (api/*, the route table) and zod's form adapter (validation/zod):
 * they run only with zod, which no first visit loads (light-routes.ts), so they wait in a chunk of
 * their own for the first form or signed-in page instead of weighing on every first visit. So do
 * the domain rules only the schemas and signed-in pages run: the shipping table (domain/delivery; a
 * first visit runs only domain/delivery-light: the cart's shipping, the PIN-code question), the
 * order's states and totals (domain/order: My orders, payment, the admin), credit notes and store
 * credit (the orders' and payment's schemas) and the phone number rules (the address schema and
 * form). The
 * API client and what it imports (its error type, route paths, event-stream parser) and the light
 * routes are what a first visit calls, and stay in the first chunk; so do the validation rules and
 * messages (the i18n instance and the shop's filters use them).
 */
const HOST_LATER_GROUPS: Record<string, RegExp> = {
  // The skeleton's extracted style (scripts/antd-styles.ts), once: the remote area's and the page
  // outlet's loading states both draw one, and each of their chunks carried its own copy of the
  // CSS, so a first visit downloaded the same 1.8 KB file twice (measured: /8729.2227734c.css and
  // /814.2227734c.css, same content, on every page).
  'antd-skeleton-style': /[\\/]antd-styles[\\/]skeleton-style-[^\\/]+\.css$/,
  'shared-contracts-schemas':
    /[\\/]shared-contracts[\\/]src[\\/](api[\\/](?!(client|light-routes|light-route-heads|api-error|error-codes|define|sse|form-errors)\.ts$)[^\\/]+|domain[\\/](delivery|order|credit-note|store-credit|phone)\.ts|validation[\\/]zod\.ts|ui[\\/]AddressFields\.tsx)$/,
  // The rules as antd form rules (no zod): every sign-in form uses them, the admin's first visit
  // included, and in the schemas chunk they brought all of it (12.3 KB gzip) for 0.2 KB.
  'form-rules': /[\\/]shared-contracts[\\/]src[\\/]validation[\\/]antd\.ts$/,
};

function hostSplitChunks() {
  const group = (priority: number) => ([name, test]: [string, RegExp]) => [name, { test, name, chunks: 'async' as const, enforce: true, priority }];
  return {
    cacheGroups: Object.fromEntries([...Object.entries(HOST_FIRST_LOAD_GROUPS).map(group(20)), ...Object.entries(HOST_LATER_GROUPS).map(group(21))]),
  };
}

/**
 * The browser builds' source maps: production writes them beside each file (`<file>.map`, for
 * `scripts/size.ts --files`, scripts/first-load-modules.ts and developer tools, which load them from
 * dist on request) without the `//# sourceMappingURL` comment in the served file: a visitor's
 * browser never fetches a map, and every first visit downloads about 1 KB less (the comment in each
 * of some 25 files). `npm test`'s build sets BUILD_SOURCE_MAPS=off, since nothing it runs reads them
 * (scripts/test.ts): less for terser and webpack to do in every test run.
 */
export const SOURCE_MAPS: 'hidden-source-map' | false = process.env.BUILD_SOURCE_MAPS === 'off' ? false : 'hidden-source-map';

/**
 * The production builds' JavaScript minifier: swc's (@swc/core, native, already the builds'
 * compiler) through webpack's own minimizer plugin, in place of webpack's default, terser. terser
 * (two compress passes, in one worker beside webpack on two cores) was some 84 of the build's 143 s
 * of CPU; swc minifies the same files in about 4 s, and a little smaller (every page's JS 0.5-0.7%
 * less gzipped; issue 30).
 * In this process (`parallel: false`): swc's minify runs on Node's thread pool, so the chunks
 * of all seven compilations share both cores without a worker process to start and feed.
 * Licence comments go to `<file>.LICENSE.txt`, as terser's did.
 */
export function javascriptMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true }, parallel: false });
}

/** Text assets worth compressing (source maps are only fetched by developer tools). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

export function precompression() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** TypeScript through swc, and antd's building blocks marked pure: the browser's and the server's builds. */
export function scriptRules(production: boolean): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2020',
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          },
        },
      },
    },
    // antd's building blocks (@rc-component/*, @ant-design/colors, ...) are pure ES modules but
    // do not say so in package.json; without this, importing one name from a package's index
    // (antd's form context imports FormProvider from @rc-component/form) bundles every module
    // that index re-exports (the whole form engine and its validator).
    {
      test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs-utils|fast-color))[\\/]/,
      sideEffects: false,
    },
  ];
}

/**
 * The server bundle (issue 13): the same app for Node, in `<app>/dist/server/` beside the browser
 * build, so a team still builds and publishes its remote alone (its server entry is
 * `server/remoteEntry.js` next to the manifest the registry names; host/server/ssr). Built like the
 * browser's where it matters for the markup (the same sources, swc settings and shared singletons,
 * so the server renders what the browser hydrates) and lighter where it does not:
 * - `async-node` with a CommonJS container and @module-federation/node's runtime plugin, which loads
 *   chunks (and remotes' chunks) from disk, or over HTTP for a remote on another origin;
 * - no CSS: antd's extracted styles (scripts/antd-styles.ts) reach the page from the browser build;
 *   the server only needs antd's class names, which the same antd code computes the same way;
 * - no minifying, no source maps, no .br/.gz, no manifest: Node reads it from disk once per release.
 */
function serverConfig(app: AppOptions): Configuration {
  const isHost = app.name === 'host';
  return {
    name: `${app.name}-server`,
    mode: 'production',
    context: app.dir,
    target: 'async-node',
    entry: isHost ? { entry: './src/server/entry.ts' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      // Where the chunks are is worked out at run time: beside the container (see the runtime plugin).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${app.name}-server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: REACT_ROUTER_PRODUCTION },
    module: {
      rules: [...scriptRules(true), { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        ...(app.exposes && { exposes: app.exposes }),
        shared: sharedModules(),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { optimization: { target: 'node' } },
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
    ],
    performance: { hints: false },
    ignoreWarnings: [NOT_SHARED_WARNING],
    optimization: { moduleIds: 'deterministic', minimize: false },
  };
}

/** A remote's `exposes` must be its contract's modules (shared-contracts/remotes/contracts.ts): the
 *  build stops here otherwise, before anything is built or released. */
export function checkExposes(remote: RemoteName, exposed: readonly string[]): void {
  const { extra, missing } = exposesMismatch(remote, exposed);
  if (!extra.length && !missing.length) return;
  throw new Error(
    `remote-${remote} does not expose what shared-contracts/src/remotes/contracts.ts says:` +
      (extra.length ? ` not in the contract: ${extra.join(', ')};` : '') +
      (missing.length ? ` missing: ${missing.join(', ')};` : '') +
      ' change the contract (RemoteModules and EXPOSED_MODULES) or the webpack.config.ts exposes.',
  );
}

/**
 * Writes a remote's `pages.json` beside its `mf-manifest.json`: its page manifest's data (what the
 * host's route table needs, which the server writes into every page) and each page's own files, the
 * chunks of `page-<id>` (the server's preload hints for that page). A manifest the contracts refuse
 * (pagesProblems) or a page whose loader does not name its chunk fails the build.
 */
class PagesFilePlugin {
  constructor(
    private readonly remote: RemoteName,
    private readonly pages: readonly Omit<RemotePage, 'load'>[],
    private readonly dir: string,
  ) {}

  /** A page's title in each locale, from the messages file its manifest names (read here, at build
   *  time: the browser's code never carries it). */
  private titles(page: Omit<RemotePage, 'load'>, problems: string[]): Record<Locale, string> | undefined {
    if (!page.title) return undefined;
    const { messages: file, key } = page.title;
    try {
      const { messages } = createRequire(path.join(this.dir, 'src/pages.ts'))(file) as { messages: Messages };
      const titles = Object.fromEntries(LOCALES.map((locale) => [locale, messages[locale][key]]));
      if (LOCALES.every((locale) => titles[locale])) return titles as Record<Locale, string>;
      problems.push(`page ${page.id}: its title ${key} is not in ${file} in every locale`);
    } catch (error) {
      problems.push(`page ${page.id}: its title's messages ${file} cannot be read: ${String(error)}`);
    }
    return undefined;
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PagesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PagesFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const problems = pagesProblems(this.remote, this.pages);
        const file: PagesFile = {
          pages: this.pages.map((page) => {
            const { id, layout, server, fragments } = page;
            const titles = this.titles(page, problems);
            const group = compilation.namedChunkGroups.get(`page-${id}`);
            if (!group) problems.push(`page ${id}: its loader must name its chunk: import(/* webpackChunkName: "page-${id}" */ ...)`);
            const files = (group?.chunks ?? []).flatMap((chunk) => [...chunk.files]);
            return {
              id,
              layout,
              ...(server && { server }),
              ...(fragments?.length && { fragments }),
              ...(titles && { titles }),
              files: { js: files.filter((name) => name.endsWith('.js')), css: files.filter((name) => name.endsWith('.css')) },
            };
          }),
        };
        for (const problem of problems) compilation.errors.push(new webpack.WebpackError(`remote-${this.remote} src/pages.ts: ${problem}`));
        compilation.emitAsset('pages.json', new webpack.sources.RawSource(JSON.stringify(file, null, 1)));
      });
    });
  }
}

/** An app's builds: the browser's, and in production its server bundle beside it when it has one
 *  (development serves the browser build only; the shop's server then renders nothing and the
 *  pages render in the browser, as before). */
export function createConfig(app: AppOptions) {
  if (app.name !== 'host') checkExposes(app.name, Object.keys(app.exposes ?? {}));
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
    const browser = browserConfig(app)(_env, argv);
    return argv.mode !== 'development' && app.server ? [browser, serverConfig(app)] : browser;
  };
}

function browserConfig(app: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const isHost = app.name === 'host';
    // A remote's own page (src/index.ts, index.html) is its team's standalone dev page. Its production
    // build is the federation container only: that build relies on the host's runtime (below), so a
    // page of its own could not run there anyway.
    const ownPage = isHost || !production;
    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: ownPage ? { main: './src/index.ts' } : {},
      devtool: production ? SOURCE_MAPS : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The host lives at the site root; a remote's chunks load from wherever its manifest is.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // antd's extracted styles (scripts/antd-styles.ts), one .css per chunk that has components.
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        // dist/server/ is the server build's (serverConfig), built beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // provideExternalRuntime (below) imports its runtime plugin's CommonJS build, which would
        // bring a second, CommonJS copy of runtime-core next to the ES one the host already has.
        alias: { [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM, ...(production && REACT_ROUTER_PRODUCTION) },
      },
      module: {
        rules: [
          ...scriptRules(production),
          { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource' },
          // antd runs without run-time styles (ShopProviders): each component's CSS, extracted at
          // build time with the one theme, comes with the chunk that holds the component (see there).
          antdStylesRule(),
        ],
      },
      // webpack's own CSS support: the extracted antd CSS goes into hashed .css files per chunk,
      // loaded before the chunk's code runs.
      experiments: { css: true },
      // The chunks' CSS concatenates the style files of antd's components in no set order between
      // components: each component's rules are scoped to its own classes, as antd's run-time
      // injection (in render order) already relied on.
      ignoreWarnings: [/Conflicting order between css/, NOT_SHARED_WARNING],
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          // The host exposes nothing and passes no `exposes` at all: only a pure consumer may provide
          // the federation runtime to the remotes (below).
          ...(app.exposes && { exposes: app.exposes }),
          shared: sharedModules(),
          experiments: {
            // Browser-only builds: the runtime leaves out its Node.js script loaders.
            optimization: { target: 'web' },
            // The federation runtime (runtime-core, ~16 KB gzip) once per page, not once per app: in
            // production the host puts its copy on `globalThis._FEDERATION_RUNTIME_CORE` before any
            // remote loads, and each remote's remoteEntry.js uses that instead of embedding its own.
            // Development builds keep their own copy, so a remote's dev server still runs alone.
            // This is why every app stays on one @module-federation version.
            ...(production && (isHost ? { provideExternalRuntime: true } : { externalRuntime: true })),
          },
          // Negotiate a shared module with the remotes already loaded on the page, never by fetching
          // every registered remote's manifest (which would pull remote-admin onto customer pages).
          shareStrategy: 'loaded-first',
          manifest: {
            fileName: 'mf-manifest.json',
            // The host's manifest names its entry scripts: the page's build-manifest poll then notices
            // a new build of the host too (host/src/federation/versionWatch.ts), not only of remotes.
            ...(isHost && {
              additionalData: ({ stats, compilation }: { stats: { metaData: { buildInfo: object } }; compilation: Compilation }) => {
                const entry = compilation.entrypoints.get('main')?.getFiles().filter((file) => file.endsWith('.js'));
                Object.assign(stats.metaData.buildInfo, { entry });
              },
            }),
          },
          dts: false,
        }),
        ...(app.pages && app.name !== 'host' ? [new PagesFilePlugin(app.name, app.pages, app.dir)] : []),
        ...(ownPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'deploy/index.html'),
                title: app.title,
                publicPath: '/',
                // The template's colours, font and phone breakpoint: the one theme's, not a copy.
                templateParameters: { theme: { COLORS, CSS_VARIABLES, FONT_FAMILY, MOBILE_MEDIA } },
              }),
              new EntryStylesheetsPlugin(),
            ]
          : []),
        // Every text asset also as .br and .gz beside it (host/server/serve.ts serves the one the
        // browser accepts): compressed once, at the strongest settings, instead of on every request.
        // A file that shrinks by less than a fifth keeps only its original.
        ...(production ? precompression() : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        ...(isHost && { splitChunks: hostSplitChunks() }),
        ...(app.sharedChunks && {
          splitChunks: {
            cacheGroups: Object.fromEntries(Object.entries(app.sharedChunks).map(([name, test]) => [name, { test, name, chunks: 'async' as const, enforce: true }])),
          },
        }),
        // JavaScript only (javascriptMinimizer). Not webpack 5.110's CSS minifier: it drops the space
        // before `-` in custom properties (`--ant-select-padding-horizontal: calc(var(--a) - var(--b))`
        // becomes `calc(var(--a)- ...)`, which the browser refuses), so antd's selects lost their
        // padding. antd's extracted CSS comes compact anyway; brotli does the rest.
        minimizeOptions: { css: false },
        minimizer: [javascriptMinimizer()],
      },
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(app.dir, 'public'), publicPath: '/' } : false,
        client: { overlay: { runtimeErrors: false } },
        // The API and the runtime configuration come from `npm run dev`'s back end (scripts/dev.ts),
        // so a dev page shows the seeded shop. Its event streams pass unbuffered (they say no-transform).
        proxy: [{ context: ['/api', '/runtime-config.json'], target: process.env.DEV_API_URL ?? 'http://127.0.0.1:8079' }],
      },
    };
  };
}
