import fs from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import antdStyleLoader from './antd-styles';

const ANTD_ES = path.join(__dirname, '..', 'node_modules', 'antd', 'es');

/** Runs the loader on a file of antd's ES build (or on `source` under that file's name). */
function load(file: string, mode: 'production' | 'development' = 'production', source?: string) {
  const resourcePath = path.join(ANTD_ES, file);
  const context = { mode, resourcePath } as LoaderContext<object>;
  return antdStyleLoader.call(context, source ?? fs.readFileSync(resourcePath, 'utf8'));
}

/** The CSS file a loaded style module imports. */
function importedCss(output: string): string {
  const quoted = /\nimport ("[^"]+\.css");\n$/.exec(output)?.[1];
  if (!quoted) throw new Error('no CSS import added');
  return fs.readFileSync(JSON.parse(quoted) as string, 'utf8');
}

describe('antd styles extracted at build time', () => {
  it("gives a component's style module the CSS of that component, with the class antd puts on it in production", () => {
    const css = importedCss(load('button/style/index.js'));
    expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn/);
    expect(css).not.toContain('css-dev-only');
    // Colours come from the theme's CSS variables, which antd writes at run time (nested themes too).
    expect(css).toContain('var(--ant-color-primary)');
    expect(css).not.toContain('.ant-select');
  });

  it("keeps development's class in a development build", () => {
    expect(importedCss(load('button/style/index.js', 'development'))).toMatch(/:where\(\.css-dev-only-do-not-override-[a-z0-9]+\)\.ant-btn/);
  });

  it('gives sub-styles their own CSS (a form item inside a form), and the base with ConfigProvider', () => {
    expect(importedCss(load('form/style/fallbackCmp.js'))).toContain('.ant-form-item');
    const base = importedCss(load('config-provider/index.js'));
    expect(base).toContain('.anticon{');
    expect(base).toMatch(/:where\(\.css-[a-z0-9]+\) a\{color:var\(--ant-color-link\)/);
  });

  it('leaves a style file that declares no styles as it is', () => {
    const source = fs.readFileSync(path.join(ANTD_ES, 'button/style/token.js'), 'utf8');
    expect(load('button/style/token.js')).toBe(source);
  });

  it('fails the build for a style module whose CSS the render did not produce', () => {
    const source = "import { genStyleHooks } from '../../theme/internal';\nexport default genStyleHooks('Gadget', () => []);\n";
    expect(() => load('gadget/style/index.js', 'production', source)).toThrow(/antd\/es\/gadget\/style\/index\.js declares antd styles "Gadget-Gadget".*unstyled/);
  });
});
