/**
 * @jest-environment jsdom
 */
import { manifestFingerprint, watchRemoteVersions } from './versionWatch';

const served = { exposes: [{ assets: { js: { sync: ['__federation_expose_HomePage.aaaa.js'], async: [] } } }], shared: [] };
jest.mock('./registry', () => ({ loadedRemotes: () => ['shop'], remoteEntry: () => '/remotes/shop/mf-manifest.json' }));
jest.mock('./earlyStart', () => ({ inlinedManifest: () => served }));

describe('a remote build fingerprint', () => {
  const manifest = {
    exposes: [{ assets: { js: { sync: ['__federation_expose_HomePage.eb58a860.js'], async: ['968.ad9d9d14.js'] } } }],
    shared: [{ assets: { js: { sync: ['286.6fa89e98.js'], async: [] } } }],
  };

  it('is stable for the same build', () => {
    expect(manifestFingerprint(manifest)).toBe(manifestFingerprint(JSON.parse(JSON.stringify(manifest)) as typeof manifest));
  });

  it('changes when a deploy changes any hashed file', () => {
    const next = JSON.parse(JSON.stringify(manifest)) as typeof manifest;
    next.exposes[0]!.assets.js.async = ['968.0badf00d.js'];
    expect(manifestFingerprint(next)).not.toBe(manifestFingerprint(manifest));
  });
});

describe('watching the remotes of a page that carried their manifests', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  let answer: unknown;
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => answer }));
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setTimeout'] });
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('does not fetch them at start-up, and reports a release at the next poll', async () => {
    const onNewVersion = jest.fn();
    const stop = watchRemoteVersions(onNewVersion, 1000);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();

    answer = { ...served, exposes: [{ assets: { js: { sync: ['__federation_expose_HomePage.bbbb.js'], async: [] } } }] };
    jest.advanceTimersByTime(1000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet while the served build is still the one deployed', async () => {
    const onNewVersion = jest.fn();
    answer = served;
    const stop = watchRemoteVersions(onNewVersion, 1000);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});
