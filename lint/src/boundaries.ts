/**
 * The import boundaries between the repository's parts (README "How the parts fit"):
 * - an app (host, remote-shop, remote-checkout, remote-admin, api) imports its own files,
 *   shared-contracts (by package path, 'shared-contracts/...') and packages; never another app,
 *   never e2e/, scripts/, deploy/ or lint/. An app's own config file beside its src/ (e.g.
 *   host/webpack.config.ts) may also import the root's shared build config (webpack.common.ts).
 * - the host's page server (host/server) is the one part of an app that may import another app, and
 *   only the API's public entries ('api', 'api/compression': api/package.json's exports), never its
 *   internals; it reaches the remotes only through federation (their builds, at run time). The host's
 *   browser code (host/src) imports no API at all.
 * - shared-contracts imports no app, and its modules import each other by package path, not '../'
 *   (README "Sharing rule inside shared-contracts": each module is shared on its own, so a
 *   singleton is never bundled twice). './' imports of a file beside it are fine.
 * - e2e/, scripts/, deploy/, lint/ and the root's files are tooling around the apps: they import
 *   what they need.
 * Imports are read from import/export declarations, import(), require() and jest's module
 * helpers (jest.mock('...') names a module the test depends on).
 */
import path from 'node:path';
import type { Rule } from 'eslint';
import type * as ESTree from 'estree';

export const APPS = ['host', 'remote-shop', 'remote-checkout', 'remote-admin', 'api'] as const;
const SHARED = 'shared-contracts';
/** The API's public entries (api/package.json's exports), for the host's page server. */
const API_PUBLIC = new Set(['api', 'api/compression']);
const PAGE_SERVER = /^host[\\/]server[\\/]/;
const WORKSPACES = new Set<string>([...APPS, SHARED, 'e2e', 'lint']);
const JEST_MODULE_HELPERS = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock', 'createMockFromModule']);

type Options = { root: string };
/** Stands for the part of a path that is computed at run time. */
const DYNAMIC = '<dynamic>';

/** The part of the repository a path (relative to the root) belongs to: its first folder, or '' for a root file. */
function partOf(relative: string): string {
  const parts = relative.split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : '';
}

/** Why `specifier`, imported by the file at `relative` (from the root), crosses a boundary, or undefined. */
export function boundaryViolation(relative: string, specifier: string): string | undefined {
  const from = partOf(relative);
  const isApp = (APPS as readonly string[]).includes(from);
  if (!isApp && from !== SHARED) return undefined;

  if (specifier.startsWith('.')) {
    if (from === SHARED && specifier.startsWith('..')) {
      return `shared-contracts modules import each other by package path ('shared-contracts/...'), not '${specifier}'`;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(relative.replace(/\\/g, '/')), specifier));
    if (target.startsWith('../')) return `'${specifier}' leaves the repository`;
    const to = partOf(target);
    if (to === from) return undefined;
    // host/webpack.config.ts -> ../webpack.common: an app's build config reads the root's shared factory.
    if (to === '' && isApp && relative.split(/[\\/]/).length === 2) return undefined;
    if (to === '' && target.endsWith(DYNAMIC)) return `${from} must not import files outside it ('${specifier}')`;
    if (to === SHARED) return `import shared-contracts by its package path ('shared-contracts/...'), not '${specifier}'`;
    return `${from} must not import ${to || 'the repository root'} ('${specifier}'): apps import only their own files and shared-contracts`;
  }

  const workspace = specifier.split('/')[0]!;
  if (!WORKSPACES.has(workspace) || workspace === SHARED || workspace === from) return undefined;
  if (workspace === 'api' && PAGE_SERVER.test(relative)) {
    if (API_PUBLIC.has(specifier)) return undefined;
    return `the page server imports only the API's public entries (${[...API_PUBLIC].map((entry) => `'${entry}'`).join(', ')}), not '${specifier}'`;
  }
  return `${from} must not import ${workspace} ('${specifier}'): apps import only their own files and shared-contracts`;
}

export const importBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'apps never import each other or the host; shared-contracts imports no app and uses package paths inside itself' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
  },
  create(context) {
    const { root } = context.options[0] as Options;
    const relative = path.relative(root, context.filename);
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const message = boundaryViolation(relative, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, specifierOf(node.source)),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestHelper =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          JEST_MODULE_HELPERS.has(callee.property.name);
        if (isRequire || isJestHelper) check(node, specifierOf(node.arguments[0]));
      },
    };
  },
};

/**
 * The module a node names: a string literal, or a template literal's text; a template built at run
 * time (`../../${dir}/x`) counts as a file in the folder its fixed start names ('../../<dynamic>').
 */
function specifierOf(node: ESTree.Node | undefined): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type !== 'TemplateLiteral') return undefined;
  if (node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  const start = node.quasis[0]?.value.cooked ?? '';
  return start.startsWith('.') ? `${start.slice(0, start.lastIndexOf('/') + 1)}${DYNAMIC}` : undefined;
}
