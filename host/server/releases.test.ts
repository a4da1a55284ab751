import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createReleasedDirs, findIn, readReleaseRecord, releaseDir, safeRelative, writeReleaseRecord } from './releases';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the folders a remote is served from', () => {
  it('is its build folder until it has a release, then the current release, read again when the record changes', () => {
    const released = createReleasedDirs(root, { shop: '/builds/shop', checkout: '/builds/checkout' });
    expect(released.dirs.shop).toBe('/builds/shop');
    writeReleaseRecord(root, { shop: { current: 'v1', history: ['v1'] } });
    expect(released.dirs.shop).toBe(releaseDir(root, 'shop', 'v1'));
    expect(released.dirs.checkout).toBe('/builds/checkout');
    writeReleaseRecord(root, { shop: { current: 'v2', history: ['v1', 'v2'] } });
    expect(released.dirOf('shop')).toBe(releaseDir(root, 'shop', 'v2'));
    expect(released.dirs.admin).toBeUndefined();
  });

  it("looks for a file in the current release, then the earlier ones newest first, then the later ones", () => {
    writeReleaseRecord(root, { shop: { current: 'v2', history: ['v1', 'v2', 'v3'] } });
    const released = createReleasedDirs(root, { shop: '/builds/shop' });
    expect(released.searchPath('shop')).toEqual(['v2', 'v1', 'v3'].map((version) => releaseDir(root, 'shop', version)));
    for (const version of ['v1', 'v2']) mkdirSync(releaseDir(root, 'shop', version), { recursive: true });
    writeFileSync(path.join(releaseDir(root, 'shop', 'v1'), 'old.1a2b3c4d.js'), '');
    expect(findIn(released.searchPath('shop'), 'old.1a2b3c4d.js')).toBe(releaseDir(root, 'shop', 'v1'));
    expect(findIn(released.searchPath('shop'), 'none.js')).toBeUndefined();
  });

  it('replaces the record whole and reads nothing when there is none', () => {
    expect(readReleaseRecord(root)).toEqual({});
    writeReleaseRecord(root, { admin: { current: 'a', history: ['a'] } });
    expect(readReleaseRecord(root)).toEqual({ admin: { current: 'a', history: ['a'] } });
  });

  it('takes only paths inside the folder', () => {
    expect(safeRelative('server/remoteEntry.js')).toBe('server/remoteEntry.js');
    expect(safeRelative('a/../../etc/passwd')).toBeUndefined();
    expect(safeRelative('')).toBeUndefined();
  });
});
