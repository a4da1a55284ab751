/**
 * One way to write (issue 31 item 4): every front-end call of a POST, PUT, PATCH or DELETE route
 * goes through shared-contracts/ui/useApiMutation. This reads the sources of every app that runs
 * in the browser (host, the remotes, shared-contracts), finds each `.call(<route>, ...)` of the
 * typed client, looks the route up in the real route tables (shared-contracts/src/api) and lists
 * the writes made anywhere else: there are none. Code that is not a component (the payment
 * workflow, the cart store, the app token) writes through the hook's core, `runMutation`, which
 * is not a `.call` of the client. A call whose route it cannot name must be a reviewed read below.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiRoute } from 'shared-contracts/api/define';

const root = path.resolve(__dirname, '..');
const APPS = ['host/src', 'remote-shop/src', 'remote-checkout/src', 'remote-admin/src', 'shared-contracts/src'];
/** The hook and its core (`runMutation`), and the generic read hook and client they stand on. */
const THE_WAY = new Set(['shared-contracts/src/ui/useApiMutation.ts', 'shared-contracts/src/ui/useApiQuery.ts', 'shared-contracts/src/api/client.ts']);

/** Calls whose route is not a table entry by name, each read by hand: all reads. */
const REVIEWED_READS: Record<string, string> = {
  'host/src/layouts/SearchSuggestions.tsx suggestionsRoute': 'GET /catalogue/suggestions, declared in the file',
  'shared-contracts/src/platform/live.ts pollRouteOf': "the GET poll route of an event stream's route",
};

const METHOD_BY_NAME = new Map<string, string>();
for (const file of fs.readdirSync(path.join(root, 'shared-contracts/src/api'))) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
  const exported = require(path.join(root, 'shared-contracts/src/api', file)) as Record<string, unknown>;
  for (const table of Object.values(exported)) {
    if (typeof table !== 'object' || table === null) continue;
    for (const [name, route] of Object.entries(table)) {
      const { method, path: routePath } = (route ?? {}) as Partial<ApiRoute>;
      if (typeof method !== 'string' || typeof routePath !== 'string') continue;
      const known = METHOD_BY_NAME.get(name);
      if (known && known !== method) throw new Error(`route name ${name} has two methods (${known}, ${method}): the scan cannot tell them apart`);
      METHOD_BY_NAME.set(name, method);
    }
  }
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Call = { where: string; route: string; method: string | undefined };

function calls(): Call[] {
  const found: Call[] = [];
  for (const file of APPS.flatMap((app) => sources(path.join(root, app)))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (THE_WAY.has(relative)) continue;
    // Comments out (a doc comment may show a call), lines kept so the places stay true.
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const match of text.matchAll(/\.call\(\s*([A-Za-z_$][\w$.]*)/g)) {
      const route = match[1]!;
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ where: `${relative}:${line}`, route, method: METHOD_BY_NAME.get(route.split('.').pop()!) });
    }
  }
  return found;
}

describe('front-end writes', () => {
  const all = calls();
  const writes = all.filter((call) => call.method && !['GET', 'HEAD'].includes(call.method));
  const unnamed = all.filter((call) => !call.method);

  it('go through useApiMutation (the hook, or its core runMutation): the scan finds no direct write call', () => {
    const listed = writes.map(({ where, route, method }) => `${where.replace(/:\d+$/, '')} ${method} ${route}`);
    console.log(
      `direct-writes: ${METHOD_BY_NAME.size} routes known, ${all.length} client calls outside the hooks, ${writes.length} of them writes` +
        (writes.length ? `:\n  ${listed.join('\n  ')}` : ''),
    );
    expect(listed).toEqual([]);
  });

  it('name their route, or are reads read by hand', () => {
    const listed = unnamed.map(({ where, route }) => `${where.replace(/:\d+$/, '')} ${route}`);
    expect([...new Set(listed)].sort()).toEqual(Object.keys(REVIEWED_READS).sort());
  });

  it('are found by the scan (it sees the hook and its reads)', () => {
    expect(all.filter((call) => call.method === 'GET').length).toBeGreaterThan(5);
    expect(METHOD_BY_NAME.get('updateAccount')).toBe('PUT');
  });
});
