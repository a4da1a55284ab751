import { manifestFingerprint } from './versionWatch';

describe('a remote build fingerprint', () => {
  const manifest = {
    exposes: [{ assets: { js: { sync: ['__federation_expose_HomePage.eb58a860.js'], async: ['968.ad9d9d14.js'] } } }],
    shared: [{ assets: { js: { sync: ['286.6fa89e98.js'], async: [] } } }],
  };

  it('is stable for the same build', () => {
    expect(manifestFingerprint(manifest)).toBe(manifestFingerprint(structuredClone(manifest)));
  });

  it('changes when a deploy changes any hashed file', () => {
    const next = structuredClone(manifest);
    next.exposes[0]!.assets.js.async = ['968.0badf00d.js'];
    expect(manifestFingerprint(next)).not.toBe(manifestFingerprint(manifest));
  });
});
