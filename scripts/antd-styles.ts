/**
 * antd's CSS, extracted at build time: the shop runs antd in zero-runtime mode (ShopProviders), so
 * no component computes or injects its styles in the browser; this file gives every app's build
 * the stylesheets instead. It is used by webpack.common.ts, as a rule and as the loader of that rule.
 *
 * How the CSS reaches the page, and why this way:
 * - Each antd component's styles live in its style module (`antd/es/button/style/index.js`, ...),
 *   which the component imports. This loader adds to each such module an import of a CSS file
 *   holding exactly the styles that module registers (rendered once per build in Node, with the
 *   one theme, shared-contracts/src/ui/theme.ts). So a component's CSS sits in the same chunk as
 *   the component: webpack (its native CSS, `experiments.css`) puts it in that chunk's hashed .css
 *   file and loads it before the chunk runs, so nothing shows unstyled, not even for a moment.
 * - Each app's build extracts the CSS of the components it bundles: a remote's CSS travels with
 *   its own chunks (from wherever its manifest is), so a remote renders the same whichever app
 *   loads first, and a remote team that adds an antd component rebuilds only their remote.
 * - Only what the host's entry imports first is linked in the page head (EntryStylesheetsPlugin
 *   below; it blocks the first paint, so it is small: the skeleton's CSS, about 1 KB compressed).
 *   The base (antd's reset of links and icons, the icon rules, with ConfigProvider) and the
 *   layout's components come with the host's start-up chunks; a page's components come with that
 *   page's chunks, and the admin remote's only with the admin remote, never on a customer page.
 * - What stays at run time is small and cannot be built: antd derives the theme's tokens once per
 *   theme and writes them as CSS variables (`.shop { --ant-color-primary: ... }`), one short block
 *   per component kind. The extracted rules only refer to those variables, so a nested
 *   ConfigProvider with another theme (the UI kit's secondary buttons) still paints its own colours.
 *
 * A style module whose styles the render did not produce fails the build (`antdStyleLoader`): a
 * silently unstyled component is the failure this prevents. The fix is to render that component in
 * extraRenders below (a sub-style that only appears with certain props) or, if the shop's theme
 * never shows it, to name it in NEVER_RENDERED with the reason.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h, Fragment } from 'react';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, LoaderContext, RuleSetRule } from 'webpack';

/** antd's style modules: a component's `style/*.js` and the click wave's. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:_util[\\/]wave[\\/]style|[a-z-]+[\\/]style[\\/][\w-]+)\.js$/;
/** ConfigProvider, around every page: the base CSS comes with it. (Not with its style module: that
 *  only re-exports, and antd's `sideEffects` lets webpack skip such a module, and an import in it.) */
const BASE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
/** Style hooks as antd declares them: `genStyleHooks('Button', ...)`, `genSubStyleComponent(['Tag', 'preset'], ...)`. */
const STYLE_HOOK = /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|[^,)]*)/g;

/** Sub-styles that appear only with some props or tokens, so antd's default render of the
 *  component does not produce them. */
function extraRenders(antd: typeof import('antd')) {
  // A form item (its fallback sub-style), and the form and its field wrapper together.
  return h(antd.Form, null, h(antd.Form.Item, { label: 'x', name: 'x' }, h(antd.Input)));
}

/** Style hooks the shop's theme never renders, with why: their modules are bundled (imported by
 *  the component) but their CSS would never apply. */
const NEVER_RENDERED: Record<string, string> = {
  // Only with the `wireframe` token, which the shop's theme does not set.
  'Pagination-bordered': 'wireframe theme only',
};

/** The `Name-Sub` keys under which antd caches the styles a style module declares. */
function styleKeysOf(source: string): string[] {
  return [...source.matchAll(STYLE_HOOK)].map(([, argument = '']) => {
    const cells = [...argument.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
    if (cells.length === 0) throw new Error(`antd style hook with a name this loader cannot read: ${argument.trim()}`);
    return (cells.length === 1 ? [cells[0], cells[0]] : cells).join('-');
  });
}

interface Extracted {
  /** CSS per style key (`Button-Button`, `Input-Search`, ...): every variant antd rendered. */
  byKey: Map<string, string>;
  /** The base every page needs once: antd's reset of links and icons, the icon package's rules. */
  base: string;
  /** The hash class antd put in the rules (`css-<hash>` or `css-dev-only-do-not-override-<hash>`,
   *  as NODE_ENV says in this process). */
  hashClass: string;
}

let extracted: Extracted | undefined;

/**
 * Renders every antd component in Node (@ant-design/static-style-extract's list, plus
 * extraRenders) inside the shop's theme, and splits antd's style cache by style key. Once per
 * webpack process (the four apps build in one).
 */
function extract(): Extracted {
  if (extracted) return extracted;
  // CommonJS builds in Node; their styles are the same as the browser's ES modules'.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const staticExtract = require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  const antd = require('antd') as typeof import('antd');
  const { theme } = require('../shared-contracts/src/ui/theme') as typeof import('../shared-contracts/src/ui/theme');
  const { iconStyles } = require('@ant-design/icons/lib/renderUtils') as { iconStyles: string };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const cache = createCache();
  // antd's list renders components with deprecated props; their warnings say nothing about the shop.
  const warn = console.error;
  console.error = () => undefined;
  try {
    staticExtract.extractStyle((node) =>
      h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, h(Fragment, null, node, extraRenders(antd)))),
    );
  } finally {
    console.error = warn;
  }
  const groups = new Map<string, string[]>();
  let hashClass = '';
  for (const cacheKey of cache.cache.keys()) {
    // style%<hash class>%<Name-Sub>%<prefix class>%<icon prefix>
    const [kind, hash, styleKey] = cacheKey.split('%');
    if (kind !== 'style' || styleKey === undefined) continue;
    if (hash) hashClass = hash;
    groups.set(styleKey, [...(groups.get(styleKey) ?? []), cacheKey]);
  }
  const cssOf = (keys: string[]) => {
    const part = createCache();
    for (const key of keys) part.cache.set(key, cache.cache.get(key)!);
    // Without the cache-path rule extractStyle adds for server rendering's hydration.
    return extractStyle(part, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
  };
  const byKey = new Map([...groups].map(([styleKey, keys]) => [styleKey, cssOf(keys)]));
  const base = [byKey.get('Shared') ?? '', byKey.get('ant-design-icons') ?? '', iconStyles].join('\n');
  extracted = { byKey, base, hashClass };
  return extracted;
}

/** Where the generated CSS files go (webpack imports them like any other file). */
const OUT_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'antd-styles');

/** Writes `css` under a name from `label` and its content; returns the path. */
function cssFile(label: string, css: string): string {
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 12);
  const file = path.join(OUT_DIR, `${label}.${hash}.css`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(`${file}.tmp${process.pid}`, css);
    fs.renameSync(`${file}.tmp${process.pid}`, file);
  }
  return file;
}

/**
 * The loader: an antd style module, plus an import of the CSS it would have injected at run time.
 * The class antd puts on its elements in production is `css-<hash>`, in development
 * `css-dev-only-do-not-override-<hash>` (same hash): the CSS follows the build's mode.
 */
export default function antdStyleLoader(this: LoaderContext<object>, source: string): string {
  const { byKey, base, hashClass } = extract();
  const hash = hashClass.replace(/^css-(dev-only-do-not-override-)?/, '');
  const modeClass = this.mode === 'development' ? `css-dev-only-do-not-override-${hash}` : `css-${hash}`;
  const fitMode = (css: string) => css.replaceAll(hashClass, modeClass);
  const parts: string[] = [];
  const relative = path.relative(path.join(__dirname, '..', 'node_modules'), this.resourcePath);
  if (BASE_MODULE.test(this.resourcePath)) parts.push(base);
  for (const styleKey of styleKeysOf(source)) {
    if (styleKey in NEVER_RENDERED) continue;
    const css = byKey.get(styleKey);
    if (css === undefined) {
      throw new Error(
        `${relative} declares antd styles "${styleKey}", but the build-time render produced none: the component would show unstyled. ` +
          'Render it in extraRenders (scripts/antd-styles.ts), or name it in NEVER_RENDERED with the reason.',
      );
    }
    parts.push(css);
  }
  if (parts.length === 0) return source;
  const label = relative.replace(/^antd[\\/]es[\\/]/, '').replace(/\.js$/, '').replace(/[\\/]/g, '-').replace(/^config-provider-index$/, 'base');
  return `${source}\nimport ${JSON.stringify(cssFile(label, fitMode(parts.join('\n'))))};\n`;
}

/** The module rule that runs the loader above on antd's style modules. */
export function antdStylesRule(): RuleSetRule {
  return { test: [STYLE_MODULE, BASE_MODULE], use: { loader: __filename } };
}

/**
 * Links, in the page head, the CSS of the chunks the host's entry loads first (its `import()`s:
 * the bootstrap with the layout and the antd base). webpack's runtime would insert these <link>s
 * itself, but only once main.js has run; from the head they download with main.js, and main.js
 * (deferred) runs only once they are applied. The runtime finds them there and does not load them
 * again.
 */
export class EntryStylesheetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('EntryStylesheetsPlugin', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EntryStylesheetsPlugin', (groups) => {
        const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath as string, {});
        const files = new Set<string>();
        for (const entry of compilation.entries.values()) {
          for (const dependency of entry.dependencies) {
            const module = compilation.moduleGraph.getModule(dependency);
            for (const block of module?.blocks ?? []) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
            }
          }
        }
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }),
        );
        return { ...groups, headTags: [...groups.headTags, ...links] };
      });
    });
  }
}
