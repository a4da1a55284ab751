import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import HtmlWebpackPlugin, { type HtmlTagObject } from 'html-webpack-plugin';
import { createConfig, javascriptMinimizer, precompression, scriptRules, SOURCE_MAPS } from '../webpack.common';
import { SHOP } from 'shared-contracts/domain/shop';

/**
 * Writes page-styles.json beside the build: the CSS files of each host page the server renders
 * (chunks named `page-<route id>` in routes/table.ts) and of the error page (`error-page`). The
 * server links them in a rendered page's head (host/server/page.ts): the browser shows that markup
 * before any script runs, so it can't wait for the chunk to bring its CSS.
 */
class PageStylesPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const styles: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name || !/^(page-.+|error-page)$/.test(group.name)) continue;
          styles[group.name] = group.getFiles().filter((file) => file.endsWith('.css'));
        }
        compilation.emitAsset('page-styles.json', new sources.RawSource(JSON.stringify(styles)));
      });
    });
  }
}

/**
 * The paint-first script (src/start): the page's first, a few hundred bytes that let the browser
 * paint a server-rendered page before the app's code runs, then start that code. A build of its own,
 * without Module Federation: the federation plugin puts its runtime into every entry of a build
 * (some 100 KB), and this one must not wait for that. Built before the browser build, which names it
 * in index.html (PaintFirstPlugin); production only (development runs main.js directly).
 */
const PAINT_FIRST = 'paint-first';
const PAINT_FIRST_FILE = `${PAINT_FIRST}.json`;
const dist = path.join(__dirname, 'dist');

const paintFirstConfig: Configuration = {
  name: `host-${PAINT_FIRST}`,
  mode: 'production',
  context: __dirname,
  target: ['web', 'es2017'],
  entry: { [PAINT_FIRST]: './src/start/index.ts' },
  devtool: SOURCE_MAPS,
  output: {
    path: dist,
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    // Only its own earlier files go; the browser build (which keeps these) cleans the rest.
    clean: { keep: (file: string) => !file.startsWith(PAINT_FIRST) },
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: scriptRules(true) },
  plugins: [
    {
      // Which file it is, for the browser build's PaintFirstPlugin.
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('PaintFirstFile', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'PaintFirstFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
            const file = [...(compilation.namedChunks.get(PAINT_FIRST)?.files ?? [])].find((each) => each.endsWith('.js'));
            compilation.emitAsset(PAINT_FIRST_FILE, new compiler.webpack.sources.RawSource(JSON.stringify({ file })));
          });
        });
      },
    },
    ...precompression(),
  ],
  performance: { hints: false },
  optimization: { minimizer: [javascriptMinimizer()] },
};

/**
 * index.html starts the app through paint-first: main.js is preloaded, not run by the page, and
 * paint-first's script tag says where it is (`data-main`). In place of html-webpack-plugin's
 * `<script defer src=main…>`, so it holds wherever index.html is served.
 */
class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (groups) => {
        const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath as string, {});
        const mainFile = [...(compilation.namedChunks.get('main')?.files ?? [])].find((each) => each.endsWith('.js'));
        const { file } = JSON.parse(readFileSync(path.join(dist, PAINT_FIRST_FILE), 'utf8')) as { file?: string };
        if (!mainFile || !file) throw new Error('PaintFirstPlugin: no main chunk, or no paint-first build (host-paint-first runs first)');
        const main = `${publicPath}${mainFile}`;
        let replaced = false;
        const rewrite = (tags: HtmlTagObject[]) =>
          tags.flatMap((tag) => {
            if (tag.tagName !== 'script' || tag.attributes.src !== main) return [tag];
            replaced = true;
            return [
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: main }),
              HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}`, 'data-main': main }),
            ];
          });
        const rewritten = { ...groups, headTags: rewrite(groups.headTags), bodyTags: rewrite(groups.bodyTags) };
        if (!replaced) throw new Error(`PaintFirstPlugin: the page has no script ${main}`);
        return rewritten;
      });
    });
  }
}

const config = createConfig({ name: 'host', dir: __dirname, port: 8080, title: `${SHOP.name} — handmade goods from India`, server: true });

export default (env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const built = config(env, argv);
  const [browser] = Array.isArray(built) ? built : [built];
  browser!.plugins = [...(browser!.plugins ?? []), new PageStylesPlugin()];
  if (argv.mode === 'development') return built;
  browser!.plugins.push(new PaintFirstPlugin());
  browser!.dependencies = [paintFirstConfig.name!];
  browser!.output = { ...browser!.output, clean: { keep: /^(server[\\/]|paint-first)/ } };
  return [paintFirstConfig, ...(Array.isArray(built) ? built : [built])];
};
