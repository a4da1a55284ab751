/**
 * Every rule of the shared catalogue (spec §5, and the shop's own) judges a form field somewhere:
 * in a form of the shop, the checkout or the admin, in the rule lists those forms and the API share
 * (shared-contracts/api, remotes), or, for the rules no shop form needs, in /sample's demo form
 * (host/src/sample/SampleForm.tsx). The rules are read from the catalogue module itself, the uses
 * from the sources: an import from 'shared-contracts/validation/rules' that the file then calls.
 * /sample's list of the whole catalogue (ruleCatalogue.ts, RuleCatalogue.tsx) is no use.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as catalogue from 'shared-contracts/validation/rules';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['host/src', 'remote-shop/src', 'remote-checkout/src', 'remote-admin/src', 'shared-contracts/src/api', 'shared-contracts/src/remotes'];
const NOT_FORMS = new Set(['host/src/sample/ruleCatalogue.ts', 'host/src/sample/RuleCatalogue.tsx']);
const DEMO_FORM = 'host/src/sample/SampleForm.tsx';

/** The catalogue's rules: its functions but the helper (the same reading as /sample's ruleCatalogue.test). */
const RULES = Object.entries(catalogue)
  .filter(([name, value]) => typeof value === 'function' && name !== 'isEmpty')
  .map(([name]) => name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !NOT_FORMS.has(file) ? [file] : [];
  });
}

const IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'shared-contracts\/validation\/rules';?/g;

/** The catalogue rules a file imports and then uses (named imports, aliases followed). */
function rulesUsedBy(source: string): string[] {
  const imported = new Map<string, string>(); // local name -> catalogue name
  for (const [, typeOnly, names] of source.matchAll(IMPORT)) {
    if (typeOnly) continue;
    for (const part of names!.split(',').map((item) => item.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const [name, local = name] = part.split(/\s+as\s+/) as [string, string?];
      imported.set(local, name);
    }
  }
  const body = source.replace(IMPORT, '');
  return [...imported].filter(([local]) => new RegExp(`(?<![\\w.$])${local}(?![\\w$])`).test(body)).map(([, name]) => name);
}

describe('every rule of the shared catalogue at work', () => {
  it('finds each one used by a form field of the admin or the shop, or by /sample’s demo form', () => {
    const files = SOURCES.flatMap(sourceFiles);
    const usedBy = new Map<string, string[]>(RULES.map((rule) => [rule, []]));
    for (const file of files) {
      for (const rule of rulesUsedBy(fs.readFileSync(path.join(ROOT, file), 'utf8'))) usedBy.get(rule)?.push(file);
    }
    const unused = RULES.filter((rule) => usedBy.get(rule)!.length === 0);
    const demoOnly = RULES.filter((rule) => usedBy.get(rule)!.every((file) => file === DEMO_FORM) && !unused.includes(rule));
    // the nine: each in the catalogue, so the check above covers them
    expect(['uniqueWithBlank', 'spaceNotAllowed', 'urlArray', 'ipAndPort', 'ipPortArray', 'ipOrHost', 'colonSeparateValue', 'hostname', 'dbTable'].filter((rule) => !RULES.includes(rule))).toEqual([]);
    expect(unused).toEqual([]);
    console.log(
      `rules at work: ${RULES.length} rules in the catalogue, ${files.length} files scanned; ${RULES.length - demoOnly.length} judge shop or admin fields, ` +
        `${demoOnly.length} only /sample's demo form (${demoOnly.join(', ')}); unused: ${unused.length}`,
    );
  });

  it('reads a use only where the file imports the rule and calls it', () => {
    expect(rulesUsedBy("import { required, max as longest, type Rule } from 'shared-contracts/validation/rules';\nconst r = [required, longest(3)];")).toEqual(['required', 'max']);
    expect(rulesUsedBy("import { required, email } from 'shared-contracts/validation/rules';\nconst r = [required]; // form.email")).toEqual(['required']);
    expect(rulesUsedBy("import type { Rule } from 'shared-contracts/validation/rules';\nconst r: Rule = () => true;")).toEqual([]);
  });
});
