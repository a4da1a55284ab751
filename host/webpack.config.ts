import type { Compiler, Configuration } from 'webpack';
import { createConfig } from '../webpack.common';
import { SHOP } from 'shared-contracts/domain/shop';

/**
 * Writes page-styles.json beside the build: the CSS files of each host page the server renders
 * (chunks named `page-<route id>` in routes/table.ts) and of the error page (`error-page`). The
 * server links them in a rendered page's head (deploy/local/page.ts): the browser shows that markup
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

const config = createConfig({ name: 'host', dir: __dirname, port: 8080, title: `${SHOP.name} — handmade goods from India`, server: true });

export default (env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const built = config(env, argv);
  const [browser] = Array.isArray(built) ? built : [built];
  browser!.plugins = [...(browser!.plugins ?? []), new PageStylesPlugin()];
  return built;
};
