import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pgliteImage } from '../../test/database';
import { openDatabase } from './database';
import { categories } from './schema';

describe('the embedded database', () => {
  it('keeps what was written across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    // a new folder starts from the run's migrated image when there is one (made and migrated: 12-13 s of this test here)
    const first = await openDatabase({ dataDir, image: pgliteImage() });
    await first.db.insert(categories).values({ id: 'c1', slug: 'textiles', name: 'Textiles' });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(categories).where(eq(categories.id, 'c1'));
    assert.deepEqual(rows, [{ id: 'c1', slug: 'textiles', name: 'Textiles', description: '', parentId: null, position: 0, translations: {} }]);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    fs.writeFileSync(path.join(dataDir, 'api.lock'), String(process.ppid));
    await assert.rejects(openDatabase({ dataDir }), /in use by process/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers notifications to listeners', async () => {
    // the run's migrated image (scripts/test-api.ts) when there is one: created and migrated, 5.5 s here
    const database = await openDatabase({ memory: true, image: pgliteImage() });
    let heard: (payload: unknown) => void = () => {};
    const received = new Promise((resolve) => (heard = resolve));
    const stop = await database.listen('orders', (payload) => heard(payload));
    await database.notify('orders', { id: 'o1', status: 'confirmed' });
    assert.deepEqual(await received, { id: 'o1', status: 'confirmed' });
    await stop();
    await database.close();
  });
});
