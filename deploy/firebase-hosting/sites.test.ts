import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { containerService, emulatorConfig, readFirebaseJson, SITES } from './sites';

const config = readFirebaseJson();

/** The headers firebase.json gives a file of a site: every matching rule, in order (a later one wins). */
function headersFor(site: string, file: string): Record<string, string> {
  const rules = config.hosting.find((entry) => entry.target === site)?.headers ?? [];
  const globs: Record<string, RegExp> = { '**': /^\/.*$/, '/mf-manifest.json': /^\/mf-manifest\.json$/, '**/@(mf-manifest.json|remoteEntry.js|pages.json)': /^\/(.*\/)?(mf-manifest\.json|remoteEntry\.js|pages\.json)$/ };
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const test = rule.regex ? new RegExp(rule.regex) : globs[rule.source!];
    if (!test) throw new Error(`no matcher in this test for the glob ${rule.source}`);
    if (test.test(`/${file}`)) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

describe("the Firebase Hosting recipe's firebase.json", () => {
  it('has one deploy target per app, each with its public folder', () => {
    expect(config.hosting.map((site) => site.target)).toEqual([...SITES]);
    for (const site of config.hosting) expect(site.public).toBe(`public/${site.target}`);
  });

  it('keeps hashed files for a year and has manifests and remote entries revalidated', () => {
    for (const site of SITES) {
      for (const file of ['main.1a2b3c4d.js', '__federation_expose_HomePage.0f1e2d3c.js', 'main.0badf00d.css', 'assets/diya.0a1b2c3d.webp', 'server/1134.9dace04b.js']) {
        expect([site, file, headersFor(site, file)['cache-control']]).toEqual([site, file, 'public, max-age=31536000, immutable']);
      }
      expect(headersFor(site, 'mf-manifest.json')['cache-control']).toBe('no-cache');
    }
    for (const remote of REMOTE_NAMES) {
      expect(headersFor(remote, 'remoteEntry.js')['cache-control']).toBe('no-cache');
      expect(headersFor(remote, 'pages.json')['cache-control']).toBe('no-cache');
      expect(headersFor(remote, 'server/remoteEntry.js')['cache-control']).toBe('no-cache');
    }
  });

  it("lets the remote sites' files be loaded by the host site's origin only", () => {
    const origins = REMOTE_NAMES.map((remote) => headersFor(remote, '1134.9dace04b.js')['access-control-allow-origin']);
    expect(origins).toEqual(REMOTE_NAMES.map(() => 'https://demo-haat.web.app'));
    expect(headersFor('host', 'main.1a2b3c4d.js')['access-control-allow-origin']).toBeUndefined();
  });

  it('sends everything else of the host site to the one container, and nothing of the remote sites', () => {
    expect(containerService(config)).toEqual({ serviceId: 'haat-shop', region: 'us-central1' });
    expect(config.hosting.find((site) => site.target === 'host')?.rewrites).toEqual([{ source: '**', run: { serviceId: 'haat-shop', region: 'us-central1' } }]);
    for (const remote of REMOTE_NAMES) expect(config.hosting.find((site) => site.target === remote)?.rewrites).toBeUndefined();
  });

  it("is served by the emulator as deployed, but for the public folders and the host's local origin", () => {
    const local = emulatorConfig(config, { configDir: '/tmp/x', publicRoot: '/tmp/public', hostOrigin: 'http://127.0.0.1:5000', port: 5000 });
    expect(local.hosting.map((site) => site.public)).toEqual(SITES.map((site) => path.join('..', 'public', site)));
    expect(local.hosting.map((site) => site.rewrites)).toEqual(config.hosting.map((site) => site.rewrites));
    const cors = local.hosting.flatMap((site) => site.headers ?? []).flatMap((rule) => rule.headers).filter((header) => header.key === 'Access-Control-Allow-Origin');
    expect(cors.map((header) => header.value)).toEqual(REMOTE_NAMES.map(() => 'http://127.0.0.1:5000'));
    const others = (entry: typeof config) => entry.hosting.flatMap((site) => site.headers ?? []).flatMap((rule) => rule.headers).filter((header) => header.key !== 'Access-Control-Allow-Origin');
    expect(others(local)).toEqual(others(config));
  });
});
