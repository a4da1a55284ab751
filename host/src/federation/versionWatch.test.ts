/**
 * @jest-environment jsdom
 */
import { HOST_MANIFEST_URL, isNewHostBuild, manifestFingerprint, watchRemoteVersions } from './versionWatch';

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
  let hostAnswer: unknown;
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, json: async () => (url === HOST_MANIFEST_URL ? hostAnswer : answer) }));
  const remoteFetches = () => fetchMock.mock.calls.filter(([url]) => url !== HOST_MANIFEST_URL).length;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setTimeout'] });
    fetchMock.mockClear();
    hostAnswer = { metaData: { buildInfo: { entry: ['main.11111111.js'] } } };
    // as deploy/index.html starts it: paint-first loads the entry it names
    document.head.innerHTML = '<script src="/paint-first.aaaaaaaa.js" data-main="/main.11111111.js"></script>';
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
    expect(remoteFetches()).toBe(1);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet while the served build is still the one deployed', async () => {
    const onNewVersion = jest.fn();
    answer = served;
    const stop = watchRemoteVersions(onNewVersion, 1000);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(remoteFetches()).toBe(1);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('reports a new build of the host at the next poll: its manifest names an entry the page did not load', async () => {
    const onNewVersion = jest.fn();
    answer = served;
    const stop = watchRemoteVersions(onNewVersion, 1000);
    await flush();
    expect(fetchMock).not.toHaveBeenCalledWith(HOST_MANIFEST_URL, expect.anything());

    jest.advanceTimersByTime(1000);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(HOST_MANIFEST_URL, { cache: 'no-store' });
    expect(onNewVersion).not.toHaveBeenCalled();

    hostAnswer = { metaData: { buildInfo: { entry: ['main.22222222.js'] } } };
    jest.advanceTimersByTime(1000);
    await flush();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('telling a new host build from the running one', () => {
  const page = ['http://localhost/main.11111111.js', 'http://localhost/remotes/shop/remoteEntry.js'];
  it('is the same build when every entry script it names is on the page', () => {
    expect(isNewHostBuild({ metaData: { buildInfo: { entry: ['main.11111111.js'] } } }, page)).toBe(false);
  });
  it('is a new build when one is not', () => {
    expect(isNewHostBuild({ metaData: { buildInfo: { entry: ['main.22222222.js'] } } }, page)).toBe(true);
  });
  it('says nothing for a manifest that names no entry', () => {
    expect(isNewHostBuild({ shared: [] }, page)).toBe(false);
  });
});
